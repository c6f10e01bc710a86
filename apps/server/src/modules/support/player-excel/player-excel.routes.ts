import * as calls from '@marquee/contracts';
import { defineRoute } from '../../../platform/http/define-route';
import { importModifications } from './apply-modifications';
import { exportPlayersExcel } from './export-players-excel';
import { uploadPlayersExcel } from './upload-players-excel';

const ok = { ok: true } as const;

export const playerExcelRoutes = [
  defineRoute(calls.exportPlayersExcel, ({ db, auth, params, reply }) =>
    exportPlayersExcel(db, auth, params.id, reply),
  ),
  defineRoute(calls.uploadPlayersExcel, async ({ db, auth, params, request }) => ({
    success: ok,
    ...(await uploadPlayersExcel(db, auth, params.id, request)),
  })),
  defineRoute(calls.importPlayersExcel, async ({ db, auth, params, body }) => ({
    success: ok,
    appliedCount: await importModifications(db, auth, params.id, body),
  })),
];
