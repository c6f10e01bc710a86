import type { TriggerSetting } from '@marquee/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { locations, players, triggers, triggerSettings } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Forbidden, NotFound } from '../../platform/errors';
import { notifyScreens } from '../content';
import { findPlayer, playersOutsideScope, type Actor } from '../scope';
import { accountLevel, type TriggerRow } from './trigger-rows';
import { tellScreensOfTrigger, type SettingPlace } from './trigger-screens';
import { screensTakingValue } from './value-screens';
import { writeAccountSetting } from './write-account-setting';
import { writeLevelRow } from './write-level-row';

async function findExternal(db: Database, actor: Actor, variableName: string) {
  const [row] = await db
    .select()
    .from(triggers)
    .where(
      and(
        eq(triggers.accountId, actor.accountId),
        eq(triggers.triggerGroup, 'External'),
        sql`lower(${triggers.variableName}) = ${variableName.toLowerCase()}`,
      ),
    )
    .for('update');
  if (!row) throw new NotFound('variableName: no external trigger uses this variable name.');
  return row;
}

/** Where the value goes: a screen in the caller's reach (at the location when both are named), a location, or the account. */
async function placeOf(
  db: Database,
  actor: Actor,
  input: { locationCode?: string; playerCode?: string },
): Promise<SettingPlace> {
  let locationId: string | undefined;
  if (input.locationCode !== undefined) {
    const [location] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(
        and(
          eq(locations.accountId, actor.accountId),
          eq(locations.locationCode, input.locationCode),
        ),
      );
    if (!location) throw new NotFound('locationCode: There is no location with that code.');
    locationId = location.id;
  }
  if (input.playerCode === undefined) return { locationId };
  const player = await findPlayer(db, actor, input.playerCode);
  if (locationId && player.locationId !== locationId)
    throw new NotFound('playerCode: There is no screen with that code at that location.');
  return { playerId: player.id };
}

async function ownRow(db: Database, trigger: TriggerRow, place: SettingPlace) {
  const level = place.playerId
    ? eq(triggerSettings.playerId, place.playerId)
    : place.locationId
      ? eq(triggerSettings.locationId, place.locationId)
      : accountLevel;
  const [row] = await db
    .select()
    .from(triggerSettings)
    .where(and(eq(triggerSettings.triggerId, trigger.id), level));
  return row;
}

/**
 * Sets an external variable's value for the account, a location or a screen, keeping whether
 * that level is disabled, and tells the screens it can change in the same transaction; answers
 * how many. Besides the content change that brings their new manifests, the screens that play by
 * this level's value hear the value itself at once. Another account's variable is not found.
 */
export async function setExternalValue(
  db: Database,
  actor: Actor,
  variableName: string,
  input: { value: string; locationCode?: string; playerCode?: string },
): Promise<number> {
  const outside = await playersOutsideScope(actor);
  const place = await placeOf(db, actor, input);
  return db.transaction(async (tx) => {
    const trigger = await findExternal(tx, actor, variableName);
    if (place.locationId) {
      const there = await tx
        .select({ id: players.id })
        .from(players)
        .where(eq(players.locationId, place.locationId));
      if (
        await outside(
          tx,
          there.map((row) => row.id),
        )
      )
        throw new Forbidden('This location has screens outside your reach.');
    }
    const own = await ownRow(tx, trigger, place);
    const setting: TriggerSetting = { ...own?.setting, value: input.value };
    const state = own?.state ?? 'Explicit';
    if (place.locationId)
      await writeLevelRow(tx, trigger, { locationId: place.locationId }, { state, setting });
    else if (place.playerId)
      await writeLevelRow(tx, trigger, { playerId: place.playerId }, { state, setting });
    else await writeAccountSetting(tx, trigger, { isEnabled: state !== 'Disabled', setting });
    const playerIds = await tellScreensOfTrigger(tx, actor.accountId, trigger.id, place);
    if (state !== 'Disabled') {
      await notifyScreens(tx, {
        type: 'triggerValue',
        triggerCode: trigger.triggerCode,
        value: input.value,
        targets: await screensTakingValue(tx, trigger.id, place, playerIds),
      });
    }
    return playerIds.length;
  });
}
