import { eq } from 'drizzle-orm';
import { locations, players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import { recordAudit } from '../audit';
import { findPlayer, type Actor } from '../scope';
import { playerSettingViews } from './level-settings';
import { findTrigger } from './trigger-rows';
import { tellScreensOfTrigger } from './trigger-screens';
import { writeLevelRow, type LevelChange } from './write-level-row';

/**
 * Gives a screen in the caller's reach its own setting of a trigger, disables it there or
 * restores it to its location's; a screen outside that reach, or not at `locationCode` when one
 * is named, is not found.
 */
export async function changePlayerSetting(
  db: Database,
  actor: Actor,
  triggerCode: string,
  place: { playerCode: string; locationCode?: string },
  change: LevelChange,
  ipAddress: string,
) {
  const player = await findPlayer(db, actor, place.playerCode);
  if (place.locationCode !== undefined) {
    const [at] = player.locationId
      ? await db
          .select({ locationCode: locations.locationCode })
          .from(locations)
          .where(eq(locations.id, player.locationId))
      : [];
    if (at?.locationCode !== place.locationCode)
      throw new NotFound('There is no screen with that code at that location.');
  }
  const { trigger } = await db.transaction(async (tx) => {
    const trigger = await findTrigger(tx, actor, triggerCode, true);
    await writeLevelRow(tx, trigger, { playerId: player.id }, change);
    await tellScreensOfTrigger(tx, actor.accountId, trigger.id, { playerId: player.id });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: actor.accountId,
      action: 'changePlayerTriggerSetting',
      details: { triggerCode, playerCode: place.playerCode, ...change },
      ipAddress,
    });
    return { trigger };
  });
  const [view] = await playerSettingViews(db, actor, trigger, eq(players.id, player.id));
  return view!;
}
