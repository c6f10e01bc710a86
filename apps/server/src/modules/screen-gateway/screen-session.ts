import type { GatewayMessage } from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import { players, screenRegistrations } from '../../db/schema';
import type { Database } from '../../platform/db/database';

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

/** The session of a credential hash, or null when no registration holds it (any more). */
export async function findScreenSession(
  db: Database,
  credentialHash: string,
): Promise<ScreenSession | null> {
  const [row] = await db
    .select({
      registrationId: screenRegistrations.id,
      pairingCode: screenRegistrations.pairingCode,
      pairingExpiresAt: screenRegistrations.expiresAt,
      playerId: players.id,
      accountId: players.accountId,
      playerCode: players.playerCode,
    })
    .from(screenRegistrations)
    .leftJoin(players, eq(players.id, screenRegistrations.playerId))
    .where(eq(screenRegistrations.deviceCredentialHash, credentialHash));
  return row ? { ...row, credentialHash } : null;
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
  };
}
