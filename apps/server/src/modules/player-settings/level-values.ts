import {
  resolveSetting,
  type PlayerSettingDefinition,
  type ResolvedSetting,
  type SettingValue,
} from '@marquee/domain';
import { and, eq } from 'drizzle-orm';
import { players, playerSettingValues } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { isAnyText } from '../../platform/db/id-array';
import { saveShowNameInfo } from '../player-records';
import { definitionsOf } from './definitions';
import { showNameCode } from './resolve-for-players';
import {
  levelsFor,
  readStoredEntries,
  targetRows,
  type OwnEntries,
  type SettingTarget,
} from './stored-entries';

/** One setting at one level: its own entry there, and what a screen there gets. */
export interface SettingAtLevel {
  definition: PlayerSettingDefinition;
  /** The level's own value; null for an unset; undefined when it inherits. */
  own: SettingValue | null | undefined;
  resolved: ResolvedSetting;
}

async function playerPlace(db: Database, accountId: string, playerId: string) {
  const [row] = await db
    .select({ locationId: players.locationId, showNameInfo: players.showNameInfo })
    .from(players)
    .where(and(eq(players.id, playerId), eq(players.accountId, accountId)));
  return row;
}

/**
 * The settings a level may hold (those whose definition allows it), each with its own entry and
 * the value a screen there gets, from this level and those above it only.
 */
export async function settingsAtLevel(
  db: Database,
  target: SettingTarget,
): Promise<SettingAtLevel[]> {
  const place =
    target.level === 'Player' ? await playerPlace(db, target.accountId, target.playerId) : null;
  const owners = {
    Account: target.accountId,
    Location: target.level === 'Location' ? target.locationId : (place?.locationId ?? null),
    Player: target.level === 'Player' ? target.playerId : null,
  };
  const [definitions, entries] = await Promise.all([
    definitionsOf(db, target.accountId),
    readStoredEntries(db, {
      accountIds: [target.accountId],
      locationIds: owners.Location ? [owners.Location] : [],
      playerIds: owners.Player ? [owners.Player] : [],
    }),
  ]);
  return definitions
    .filter((definition) => definition.levels.includes(target.level))
    .map((definition) => {
      const levels = levelsFor(entries, definition.code, owners);
      if (definition.code === showNameCode && place) levels.Player = place.showNameInfo;
      return {
        definition,
        own: levels[target.level],
        resolved: resolveSetting(definition, levels),
      };
    });
}

/** The level's own entries (a value, or null for an unset): all, or those of `codes`. */
export async function ownEntries(
  db: Database,
  target: SettingTarget,
  codes?: readonly string[],
): Promise<OwnEntries> {
  const rows = await db
    .select({ code: playerSettingValues.settingCode, value: playerSettingValues.value })
    .from(playerSettingValues)
    .where(
      and(
        targetRows(target),
        codes ? isAnyText(playerSettingValues.settingCode, codes) : undefined,
      ),
    );
  return new Map(rows.map((row) => [row.code, row.value]));
}

/**
 * Writes entries at one level, in the caller's transaction: a value, null (unset: the default,
 * inheritance stopped) or undefined (inherit: the level's entry goes). ShowName's player value
 * is the player row's, written through the players' records (inheriting or unsetting it shows
 * no name, its default). The caller has checked each value against its definition.
 */
export async function writeLevelValues(
  tx: Database,
  target: SettingTarget,
  changes: ReadonlyMap<string, SettingValue | null | undefined>,
): Promise<void> {
  const stored = new Map(changes);
  if (target.level === 'Player' && stored.has(showNameCode)) {
    const player = { accountId: target.accountId, playerId: target.playerId };
    await saveShowNameInfo(tx, player, stored.get(showNameCode) === true);
    stored.delete(showNameCode);
  }
  if (!stored.size) return;
  await tx
    .delete(playerSettingValues)
    .where(and(targetRows(target), isAnyText(playerSettingValues.settingCode, [...stored.keys()])));
  const rows = [...stored].flatMap(([settingCode, value]) =>
    value === undefined
      ? []
      : [
          {
            accountId: target.accountId,
            settingCode,
            level: target.level,
            locationId: target.level === 'Location' ? target.locationId : null,
            playerId: target.level === 'Player' ? target.playerId : null,
            value,
          },
        ],
  );
  if (rows.length) await tx.insert(playerSettingValues).values(rows);
}
