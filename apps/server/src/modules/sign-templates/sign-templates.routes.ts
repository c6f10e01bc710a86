import * as calls from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { ok } from '../../platform/http/success-envelope';
import { sendStoredFile } from '../../platform/storage/send-stored-file';
import { actorOf } from '../scope';
import { findTemplateAsset } from './find-template-asset';
import { listAccountTemplates } from './list-account-templates';

export const signTemplateRoutes = [
  defineRoute(calls.listCustomerHtmlTemplates, async (context) => ({
    success: ok,
    htmlTemplates: await listAccountTemplates(context.db, actorOf(context)),
  })),
  defineRoute(calls.getTemplateAsset, async (context) => {
    const asset = await findTemplateAsset(context.db, actorOf(context).accountId, context.params);
    return sendStoredFile(context.request, context.reply, context.request.server.files, {
      hash: asset.hash,
      contentType: asset.contentType,
      immutable: true,
    });
  }),
];
