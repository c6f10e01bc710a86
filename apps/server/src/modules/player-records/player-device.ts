import { and, eq, sql } from 'drizzle-orm';
import { players } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/** The columns that belong to the device on the wall rather than to the player record. */
const deviceColumns = {
  deviceCredentialHash: players.deviceCredentialHash,
  pairedAt: players.pairedAt,
  lastHeartbeatAt: players.lastHeartbeatAt,
  statusReport: players.statusReport,
  statusReportedAt: players.statusReportedAt,
};

/** Gives the player the credential of the device just paired with it, paired now. */
export async function pairDevice(
  tx: Database,
  { playerId, credentialHash }: { playerId: string; credentialHash: string },
): Promise<void> {
  await tx
    .update(players)
    .set({ deviceCredentialHash: credentialHash, pairedAt: sql`now()` })
    .where(eq(players.id, playerId));
}

/**
 * Forgets the device of the account's player, which keeps its settings; false when the account
 * has no such player.
 */
export async function forgetDevice(
  db: Database,
  { accountId, playerId }: { accountId: string; playerId: string },
): Promise<boolean> {
  const forgotten = await db
    .update(players)
    .set({ deviceCredentialHash: null, pairedAt: null })
    .where(and(eq(players.id, playerId), eq(players.accountId, accountId)))
    .returning({ id: players.id });
  return forgotten.length > 0;
}

/**
 * Carries the device (its credential and what it last reported) of one player over to another,
 * which has not fetched its own content on that device yet.
 */
export async function moveDeviceColumns(
  tx: Database,
  { fromPlayerId, toPlayerId }: { fromPlayerId: string; toPlayerId: string },
): Promise<void> {
  const [device] = await tx.select(deviceColumns).from(players).where(eq(players.id, fromPlayerId));
  await tx
    .update(players)
    .set({ ...device, playlistDownloadedAt: null, playlistDownloadedHash: null })
    .where(eq(players.id, toPlayerId));
}
