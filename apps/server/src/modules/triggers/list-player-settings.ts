import { and, eq } from 'drizzle-orm';
import { locations, players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import type { Actor } from '../scope';
import { playerSettingViews } from './level-settings';
import { findTrigger } from './trigger-rows';

/** The screens in the caller's reach, of one location when named, with their state of a trigger. */
export async function listPlayerSettings(
  db: Database,
  actor: Actor,
  triggerCode: string,
  locationCode?: string,
) {
  const trigger = await findTrigger(db, actor, triggerCode);
  if (locationCode === undefined) return playerSettingViews(db, actor, trigger);
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.accountId, actor.accountId), eq(locations.locationCode, locationCode)));
  if (!location) throw new NotFound('locationCode: There is no location with that code.');
  return playerSettingViews(db, actor, trigger, eq(players.locationId, location.id));
}
