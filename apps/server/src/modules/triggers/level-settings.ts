import type {
  LocationTriggerSetting,
  PlayerTriggerSetting,
  TriggerSetting,
} from '@marquee/contracts';
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { locations, players, triggerSettings } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { accountLevel, type TriggerRow, type TriggerSettingRow } from './trigger-rows';

type Level = 'Account' | 'Location' | 'Player';
interface Effective {
  from: Level;
  isEnabled: boolean;
  setting: TriggerSetting;
}

/** A level's own state and what holds there: its own row, else what it inherits. */
function stateOf(own: TriggerSettingRow | undefined, level: Level, inherited: Effective) {
  if (!own) return { state: 'Default' as const, setting: null, effective: inherited };
  return {
    state: own.state,
    setting: own.state === 'Explicit' ? own.setting : null,
    effective: { from: level, isEnabled: own.state !== 'Disabled', setting: own.setting },
  };
}

async function settingRows(db: Database, trigger: TriggerRow, where: SQL | undefined) {
  return db
    .select()
    .from(triggerSettings)
    .where(and(eq(triggerSettings.triggerId, trigger.id), where));
}

async function accountEffective(db: Database, trigger: TriggerRow): Promise<Effective> {
  const [own] = await settingRows(db, trigger, accountLevel);
  return { from: 'Account', isEnabled: own?.state !== 'Disabled', setting: own?.setting ?? {} };
}

/**
 * The locations a caller sees in these lists: all of the account's for a caller no filter
 * limits, else those with a screen in their reach.
 */
async function locationsInView(db: Database, actor: Actor, where?: SQL) {
  const limited = (await actor.roleFilters())
    ? sql`exists (select 1 from ${players} where ${players.locationId} = ${locations.id} and ${await actor.players()})`
    : undefined;
  return db
    .select({ id: locations.id, locationCode: locations.locationCode, name: locations.name })
    .from(locations)
    .where(and(eq(locations.accountId, actor.accountId), limited, where))
    .orderBy(sql`lower(${locations.name})`, locations.id);
}

/** Each location's state of the trigger, or of the ones `where` selects. */
export async function locationSettingViews(
  db: Database,
  actor: Actor,
  trigger: TriggerRow,
  where?: SQL,
): Promise<LocationTriggerSetting[]> {
  const account = await accountEffective(db, trigger);
  const places = await locationsInView(db, actor, where);
  const rows = await settingRows(db, trigger, isNotNull(triggerSettings.locationId));
  const ownOf = new Map(rows.map((row) => [row.locationId, row]));
  return places.map((place) => ({
    locationCode: place.locationCode,
    locationName: place.name,
    ...stateOf(ownOf.get(place.id), 'Location', account),
  }));
}

/** Each screen in the caller's reach (and `where`) with its state of the trigger. */
export async function playerSettingViews(
  db: Database,
  actor: Actor,
  trigger: TriggerRow,
  where?: SQL,
): Promise<PlayerTriggerSetting[]> {
  const account = await accountEffective(db, trigger);
  const screens = await db
    .select({
      id: players.id,
      playerCode: players.playerCode,
      name: players.name,
      locationId: players.locationId,
      locationCode: locations.locationCode,
    })
    .from(players)
    .leftJoin(locations, eq(locations.id, players.locationId))
    .where(and(await actor.players(), where))
    .orderBy(sql`lower(${players.name})`, players.id);
  if (!screens.length) return [];
  const locationIds = [...new Set(screens.flatMap((s) => (s.locationId ? [s.locationId] : [])))];
  const rows = await settingRows(
    db,
    trigger,
    sql`(${inArray(
      triggerSettings.playerId,
      screens.map((s) => s.id),
    )} or ${locationIds.length ? inArray(triggerSettings.locationId, locationIds) : sql`false`})`,
  );
  const ofPlayer = new Map(rows.filter((r) => r.playerId).map((r) => [r.playerId, r]));
  const ofLocation = new Map(rows.filter((r) => r.locationId).map((r) => [r.locationId, r]));
  return screens.map((screen) => ({
    playerCode: screen.playerCode,
    playerName: screen.name,
    locationCode: screen.locationCode,
    ...stateOf(
      ofPlayer.get(screen.id),
      'Player',
      stateOf(ofLocation.get(screen.locationId), 'Location', account).effective,
    ),
  }));
}
