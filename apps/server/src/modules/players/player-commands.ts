import type { ScreenCommand } from '@marquee/contracts';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import { issueCommand, latestLogs, latestScreenshot } from '../screen-gateway';
import { findPlayer, findPlayerIds, type ScreensViewer } from './find-player';

/** Puts a command in the outbox of each of these screens; it reaches them when connected. */
export async function commandPlayers(
  db: Database,
  viewer: ScreensViewer,
  playerCodes: readonly string[],
  kind: ScreenCommand['kind'],
) {
  const playerIds = await findPlayerIds(db, viewer, playerCodes);
  return issueCommand(db, { accountId: viewer.accountId, playerIds, kind });
}

export async function playerScreenshot(db: Database, viewer: ScreensViewer, playerCode: string) {
  const player = await findPlayer(db, viewer, playerCode);
  const shot = await latestScreenshot(db, { accountId: viewer.accountId, playerId: player.id });
  if (!shot) throw new NotFound('The screen has not sent a screenshot yet.');
  return shot;
}

export async function playerLogs(db: Database, viewer: ScreensViewer, playerCode: string) {
  const player = await findPlayer(db, viewer, playerCode);
  const logs = await latestLogs(db, { accountId: viewer.accountId, playerId: player.id });
  if (!logs) throw new NotFound('The screen has not sent a log yet.');
  return logs;
}
