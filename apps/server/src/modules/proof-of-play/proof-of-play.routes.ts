import * as calls from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { ok } from '../../platform/http/success-envelope';
import { actorOf } from '../scope';
import { exportPlays } from './export-plays';
import { summarizePlays } from './summarize-plays';

export const proofOfPlayRoutes = [
  defineRoute(calls.summarizePlays, async (context) => ({
    success: ok,
    ...(await summarizePlays(context.db, actorOf(context), context.body)),
  })),
  defineRoute(calls.exportPlays, (context) =>
    exportPlays(context.db, actorOf(context), context.body, context.reply),
  ),
];
