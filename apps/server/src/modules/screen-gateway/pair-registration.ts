import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { screenRegistrations } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import { notifyScreens } from '../content';
import { pairDevice } from '../player-records';

/**
 * Binds a waiting screen to a player: the screen's credential becomes the player's, a screen the
 * player had before is released, and the screen hears its new state once `tx` commits. Call it
 * inside the transaction that creates or updates the player.
 */
export async function pairRegistration(
  tx: Database,
  { registrationId, playerId }: { registrationId: string; playerId: string },
): Promise<void> {
  const [registration] = await tx
    .update(screenRegistrations)
    .set({ playerId })
    .where(
      and(
        eq(screenRegistrations.id, registrationId),
        isNull(screenRegistrations.playerId),
        gt(screenRegistrations.expiresAt, sql`now()`),
      ),
    )
    .returning({ credentialHash: screenRegistrations.deviceCredentialHash });
  // Expired, or taken by a pairing that committed first: either way the code pairs nothing now,
  // the same answer the lookup gives for a code it does not know.
  if (!registration) throw new NotFound('There is no player with that player secret.');
  const replaced = await tx
    .delete(screenRegistrations)
    .where(
      and(eq(screenRegistrations.playerId, playerId), ne(screenRegistrations.id, registrationId)),
    )
    .returning({ id: screenRegistrations.id });
  await pairDevice(tx, { playerId, credentialHash: registration.credentialHash });
  await notifyScreens(tx, { type: 'released', registrationIds: replaced.map((r) => r.id) });
  await notifyScreens(tx, { type: 'state', registrationIds: [registrationId] });
}
