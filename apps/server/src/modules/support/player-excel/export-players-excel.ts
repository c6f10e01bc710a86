import { PassThrough } from 'node:stream';
import {
  playerWorkbookColumns,
  xlsxContentType,
  type PlayerWorkbookColumn,
} from '@marquee/contracts';
import { reachableClient, type SupportActor } from '../../scope';
import { loadExcel } from './load-excel';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../../platform/db/database';
import { accountPlayers } from './account-players';

/** `Demo Café` at 2026-11-25 12:30:05 UTC: `Demo_Caf-20261125-123005.xlsx`. */
export function workbookFileName(accountName: string, at: Date): string {
  const name = accountName.replace(/[^A-Za-z0-9-]+/g, '_').replace(/^_+|_+$/g, '') || 'account';
  const stamp = at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return `${name.slice(0, 60)}-${stamp}.xlsx`;
}

/** Streams the account's players as a workbook whose first row names the columns. */
export async function exportPlayersExcel(
  db: Database,
  actor: SupportActor,
  accountCode: string,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const client = await reachableClient(db, actor, accountCode, 'id');
  const rows = await accountPlayers(db, client.id);
  const Excel = await loadExcel();
  const stream = new PassThrough();
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Players');
  sheet.columns = playerWorkbookColumns.map(({ key, header }) => ({ header, key, width: 28 }));
  for (const row of rows) {
    const cells: Record<PlayerWorkbookColumn, string> = {
      PlayerCode: row.playerCode,
      Name: row.name,
      LocationName: row.locationName ?? '',
      LocationCode: row.locationCode ?? '',
      MountedDirection: row.mountedDirection,
    };
    sheet.addRow(cells).commit();
  }
  sheet.commit();
  // A failure after the answer started can only cut the download short.
  workbook.commit().catch((error: unknown) => stream.destroy(error as Error));
  return reply
    .header('Content-Type', xlsxContentType)
    .header(
      'Content-Disposition',
      `attachment; filename="${workbookFileName(client.name, new Date())}"`,
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(stream);
}
