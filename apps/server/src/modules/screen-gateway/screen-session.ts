import type { GatewayMessage } from '@marquee/contracts';
import { eq, sql } from 'drizzle-orm';
import { players, screenRegistrations } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { hexArray } from '../../platform/db/id-array';
import { preparedPerDatabase } from '../../platform/db/prepared-query';
import { isContentChangePending, manifestBuild } from '../content';

/** Who a credential belongs to: a registration, and the player once it is paired. */
export interface ScreenSession {
  registrationId: string;
  credentialHash: string;
  pairingCode: string;
  pairingExpiresAt: Date;
  playerId: string | null;
  accountId: string | null;
  playerCode: string | null;
}

const sessionsOf = preparedPerDatabase((db) =>
  db
    .select({
      registrationId: screenRegistrations.id,
      credentialHash: screenRegistrations.deviceCredentialHash,
      pairingCode: screenRegistrations.pairingCode,
      pairingExpiresAt: screenRegistrations.expiresAt,
      playerId: players.id,
      accountId: players.accountId,
      playerCode: players.playerCode,
      storedHash: players.playlistHash,
      storedHeartbeatSeconds: players.manifestHeartbeatSeconds,
      storedBuiltBy: players.manifestBuiltBy,
      isContentPending: isContentChangePending(players.id),
    })
    .from(screenRegistrations)
    .leftJoin(players, eq(players.id, screenRegistrations.playerId))
    .where(
      sql`${screenRegistrations.deviceCredentialHash} = any(${sql.placeholder('hashes')}::text[])`,
    )
    .prepare('screen_sessions'),
);

/** The manifest hash the last rebuild stored for a session's player, with its heartbeat interval. */
export interface StoredManifest {
  hash: string;
  heartbeatSeconds: number;
}

/** A session, and its player's stored manifest hash when a screen connecting now may trust it. */
export interface FoundSession {
  session: ScreenSession;
  storedManifest: StoredManifest | null;
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionsOf>['execute']>>[number];

function foundSession(row: SessionRow): FoundSession {
  const { storedHash, storedHeartbeatSeconds, storedBuiltBy, isContentPending, ...session } = row;
  // Another build may build another manifest from the same rows, and a change still being
  // processed may replace the stored one: then the manifest is built as before.
  const isTrusted =
    storedHash !== null &&
    storedHeartbeatSeconds !== null &&
    storedBuiltBy === manifestBuild &&
    !isContentPending;
  return {
    session,
    storedManifest: isTrusted
      ? { hash: storedHash, heartbeatSeconds: storedHeartbeatSeconds }
      : null,
  };
}

/** The sessions of credential hashes, by hash; a hash no registration holds (any more) is left out. */
export async function findScreenSessions(
  db: Database,
  credentialHashes: readonly string[],
): Promise<Map<string, FoundSession>> {
  const rows = await sessionsOf(db).execute({ hashes: hexArray(credentialHashes) });
  return new Map(rows.map((row) => [row.credentialHash, foundSession(row)]));
}

/** The `state` message of a session; a code past its time is not shown (the screen asks anew). */
export function stateMessage(
  session: ScreenSession | null,
  manifestEtag: string | null,
  now = new Date(),
): Extract<GatewayMessage, { type: 'state' }> {
  const isPaired = session?.playerId != null;
  const isWaiting = session !== null && !isPaired && session.pairingExpiresAt > now;
  return {
    type: 'state',
    isPaired,
    pairingCode: isWaiting ? session.pairingCode : null,
    pairingExpiresAt: isWaiting ? session.pairingExpiresAt.toISOString() : null,
    playerCode: session?.playerCode ?? null,
    manifestEtag: isPaired ? manifestEtag : null,
    serverTime: now.toISOString(),
  };
}
