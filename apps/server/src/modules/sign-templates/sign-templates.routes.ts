import * as calls from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { ok } from '../../platform/http/success-envelope';
import { actorOf } from '../scope';
import { listAccountTemplates } from './list-account-templates';

export const signTemplateRoutes = [
  defineRoute(calls.listCustomerHtmlTemplates, async (context) => ({
    success: ok,
    htmlTemplates: await listAccountTemplates(context.db, actorOf(context)),
  })),
];
