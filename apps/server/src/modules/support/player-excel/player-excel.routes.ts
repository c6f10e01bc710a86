import * as calls from '@marquee/contracts';
import { defineRoute } from '../../../platform/http/define-route';
import { ok } from '../../../platform/http/success-envelope';
import { supportActorOf } from '../../scope';
import { importModifications } from './apply-modifications';
import { exportPlayersExcel } from './export-players-excel';
import { uploadPlayersExcel } from './upload-players-excel';

export const playerExcelRoutes = [
  defineRoute(calls.exportPlayersExcel, (context) =>
    exportPlayersExcel(context.db, supportActorOf(context), context.params.id, context.reply),
  ),
  defineRoute(calls.uploadPlayersExcel, async (context) => ({
    success: ok,
    ...(await uploadPlayersExcel(
      context.db,
      supportActorOf(context),
      context.params.id,
      context.request,
    )),
  })),
  defineRoute(calls.importPlayersExcel, async (context) => ({
    success: ok,
    appliedCount: await importModifications(
      context.db,
      supportActorOf(context),
      context.params.id,
      context.body,
    ),
  })),
];
