import { eq } from 'drizzle-orm';
import { screenRegistrations } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { notifyScreens } from '../content';
import { moveDeviceColumns } from '../player-records';

/**
 * Moves the device (its credential and what it last reported) of one player to another, whose
 * own device, if any, is released. Call it inside the transaction that then deletes the player
 * the device left; its screen hears its new state once `tx` commits.
 */
export async function moveDevice(
  tx: Database,
  { fromPlayerId, toPlayerId }: { fromPlayerId: string; toPlayerId: string },
): Promise<void> {
  const released = await tx
    .delete(screenRegistrations)
    .where(eq(screenRegistrations.playerId, toPlayerId))
    .returning({ id: screenRegistrations.id });
  const moved = await tx
    .update(screenRegistrations)
    .set({ playerId: toPlayerId })
    .where(eq(screenRegistrations.playerId, fromPlayerId))
    .returning({ id: screenRegistrations.id });
  await moveDeviceColumns(tx, { fromPlayerId, toPlayerId });
  await notifyScreens(tx, { type: 'released', registrationIds: released.map((r) => r.id) });
  await notifyScreens(tx, { type: 'state', registrationIds: moved.map((r) => r.id) });
}
