import * as calls from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { ok } from '../../platform/http/success-envelope';
import { BadRequest } from '../../platform/errors';
import { mediaPlatform } from '../media';
import { actorOf } from '../scope';
import { createSign } from './create-sign';
import { getSign } from './get-sign';
import { assertMayDownloadPreviews } from './sign-abilities';
import { sendSignDocumentForViewer } from './sign-document-for-viewer';
import { signOptions } from './sign-options';
import { downloadSignPreviews, putSignPreview, sendSignPreview } from './sign-previews';
import { updateSign } from './update-sign';

const bearerOf = (authorization: string | undefined) =>
  authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : undefined;

export const signRoutes = [
  defineRoute(calls.getSign, async (context) => ({
    success: ok,
    sign: await getSign(context.db, actorOf(context), context.params.mediaCode),
  })),
  defineRoute(calls.createSign, async (context) => ({
    success: ok,
    ...(await createSign(
      context.db,
      actorOf(context),
      mediaPlatform(context.request.server),
      context.body,
      context.request.ip,
    )),
  })),
  defineRoute(calls.updateSign, async (context) => ({
    success: ok,
    ...(await updateSign(
      context.db,
      actorOf(context),
      mediaPlatform(context.request.server),
      context.params.mediaCode,
      context.body,
      context.request.ip,
    )),
  })),
  defineRoute(calls.getSignOptions, async (context) => ({
    success: ok,
    options: await signOptions(context.db, actorOf(context), context.params.name),
  })),
  defineRoute(calls.putSignPreview, async (context) => {
    const { db, params, query, request } = context;
    const part = await request.file();
    if (!part) throw new BadRequest('file: a PNG image is needed');
    const documents = await putSignPreview(
      db,
      actorOf(context),
      mediaPlatform(request.server),
      { mediaCode: params.mediaCode, ...query },
      part.file,
    );
    return { success: ok, documents };
  }),
  defineRoute(calls.downloadSignPreviews, (context) => {
    const actor = actorOf(context);
    assertMayDownloadPreviews(actor);
    return downloadSignPreviews(
      context.db,
      actor,
      mediaPlatform(context.request.server),
      context.body.mediaCodes,
      context.reply,
    );
  }),
  defineRoute(calls.getSignDocument, (context) =>
    sendSignDocumentForViewer(
      context.db,
      actorOf(context),
      {
        mediaCode: context.params.mediaCode,
        orientationName: context.query.orientationName,
        bearer: bearerOf(context.request.headers.authorization),
      },
      context.reply,
    ),
  ),
  defineRoute(calls.getSignPreviewImage, (context) =>
    sendSignPreview(
      context.db,
      actorOf(context),
      mediaPlatform(context.request.server),
      { mediaCode: context.params.mediaCode, orientationName: context.query.orientationName },
      { request: context.request, reply: context.reply },
    ),
  ),
];
