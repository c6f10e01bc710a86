import { eq } from 'drizzle-orm';
import { screenRegistrations } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import { notifyScreens } from '../content';
import { forgetDevice } from '../player-records';

/**
 * Forgets the screen's credential while the player keeps its settings: the screen is told and
 * registers again, showing a new pairing code.
 */
export async function releasePlayer(
  db: Database,
  { accountId, playerId }: { accountId: string; playerId: string },
): Promise<void> {
  if (!(await forgetDevice(db, { accountId, playerId }))) throw new NotFound('Player not found');
  const released = await db
    .delete(screenRegistrations)
    .where(eq(screenRegistrations.playerId, playerId))
    .returning({ id: screenRegistrations.id });
  await notifyScreens(db, { type: 'released', registrationIds: released.map((r) => r.id) });
}
