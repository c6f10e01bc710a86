import { and, eq } from 'drizzle-orm';
import { locations, players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Forbidden, NotFound } from '../../platform/errors';
import { recordAudit } from '../audit';
import { playersOutsideScope, type Actor } from '../scope';
import { locationSettingViews } from './level-settings';
import { findTrigger } from './trigger-rows';
import { tellScreensOfTrigger } from './trigger-screens';
import { writeLevelRow, type LevelChange } from './write-level-row';

/**
 * Gives a location its own setting of a trigger, disables it there or restores it to the
 * account's. Every screen at the location must lie in the caller's reach (403).
 */
export async function changeLocationSetting(
  db: Database,
  actor: Actor,
  triggerCode: string,
  locationCode: string,
  change: LevelChange,
  ipAddress: string,
) {
  const outside = await playersOutsideScope(actor);
  const { trigger, location } = await db.transaction(async (tx) => {
    const trigger = await findTrigger(tx, actor, triggerCode, true);
    const [location] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(
        and(eq(locations.accountId, actor.accountId), eq(locations.locationCode, locationCode)),
      );
    if (!location) throw new NotFound('locationCode: There is no location with that code.');
    const there = await tx
      .select({ id: players.id })
      .from(players)
      .where(eq(players.locationId, location.id));
    if (
      await outside(
        tx,
        there.map((row) => row.id),
      )
    )
      throw new Forbidden('This location has screens outside your reach.');
    await writeLevelRow(tx, trigger, { locationId: location.id }, change);
    await tellScreensOfTrigger(tx, actor.accountId, trigger.id, { locationId: location.id });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: actor.accountId,
      action: 'changeLocationTriggerSetting',
      details: { triggerCode, locationCode, ...change },
      ipAddress,
    });
    return { trigger, location };
  });
  const [view] = await locationSettingViews(db, actor, trigger, eq(locations.id, location.id));
  return view!;
}
