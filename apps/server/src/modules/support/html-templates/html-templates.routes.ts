import * as calls from '@marquee/contracts';
import { defineRoute } from '../../../platform/http/define-route';
import { ok } from '../../../platform/http/success-envelope';
import { sendStoredFile } from '../../../platform/storage/send-stored-file';
import { supportActorOf } from '../../scope';
import { listHtmlTemplates } from './list-html-templates';
import { saveHtmlTemplate } from './save-html-template';
import { templateAssetInReach } from './template-asset-in-reach';
import { downloadTemplatePackage } from './template-package';
import { uploadTemplatePackage } from './upload-template-package';

export const htmlTemplateRoutes = [
  defineRoute(calls.listHtmlTemplates, async (context) => ({
    success: ok,
    htmlTemplates: await listHtmlTemplates(context.db, supportActorOf(context), context.query),
  })),
  defineRoute(calls.saveHtmlTemplate, async (context) => {
    const { assets, ...body } = context.body;
    return {
      success: ok,
      ...(await saveHtmlTemplate(
        context.db,
        supportActorOf(context),
        context.request.server.files,
        {
          ...body,
          assets: assets?.map((asset) => ({
            fileName: asset.fileName,
            bytes: Buffer.from(asset.contentBase64, 'base64'),
          })),
        },
      )),
    };
  }),
  defineRoute(calls.downloadHtmlTemplatePackage, (context) =>
    downloadTemplatePackage(
      context.db,
      supportActorOf(context),
      context.request.server.files,
      context.query.templateCode,
      context.reply,
    ),
  ),
  defineRoute(calls.getSupportTemplateAsset, async (context) => {
    const asset = await templateAssetInReach(context.db, supportActorOf(context), context.params);
    // The address names one version's file, which never changes.
    return sendStoredFile(context.request, context.reply, context.request.server.files, {
      hash: asset.hash,
      contentType: asset.contentType,
      immutable: true,
    });
  }),
  defineRoute(calls.uploadHtmlTemplatePackage, async (context) => ({
    success: ok,
    ...(await uploadTemplatePackage(
      context.db,
      supportActorOf(context),
      context.request.server.files,
      context.query,
      context.request,
    )),
  })),
];
