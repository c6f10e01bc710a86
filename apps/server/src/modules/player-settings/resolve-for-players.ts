import {
  resolveSetting,
  sameSettingValue,
  settingLevels,
  type PlayerSettingDefinition,
  type ResolvedSetting,
  type SettingValue,
} from '@marquee/domain';
import { eq } from 'drizzle-orm';
import { players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { isAnyId } from '../../platform/db/id-array';
import { definitionsOfAccounts } from './definitions';
import { levelsFor, readStoredEntries, type SettingTarget } from './stored-entries';

/** Which settings a resolution is about: all, those sent to screens, or some codes. */
export interface SettingsOptions {
  sentToScreens?: boolean;
  codes?: readonly string[];
}

export interface ResolvedPlayer {
  accountId: string;
  locationId: string | null;
  settings: Map<string, ResolvedSetting>;
}

/** ShowName's player value is the player row's own column, which the screen list switches too. */
export const showNameCode = 'ShowName';

const wanted = (definition: PlayerSettingDefinition, options: SettingsOptions) =>
  (!options.sentToScreens || definition.sentToScreens) &&
  (!options.codes || options.codes.includes(definition.code));

/**
 * Every wanted setting of these players, each with where its value comes from: three queries
 * however many players (theirs rows, their accounts' definitions, the values of their own,
 * their locations' and their accounts' levels).
 */
export async function resolveForPlayers(
  db: Database,
  playerIds: readonly string[],
  options: SettingsOptions = {},
): Promise<Map<string, ResolvedPlayer>> {
  const resolved = new Map<string, ResolvedPlayer>();
  if (!playerIds.length) return resolved;
  const rows = await db
    .select({
      id: players.id,
      accountId: players.accountId,
      locationId: players.locationId,
      showNameInfo: players.showNameInfo,
    })
    .from(players)
    .where(isAnyId(players.id, playerIds));
  const accountIds = [...new Set(rows.map((row) => row.accountId))];
  const definitions = await definitionsOfAccounts(db, accountIds);
  const entries = await readStoredEntries(
    db,
    {
      accountIds,
      locationIds: [...new Set(rows.flatMap((row) => (row.locationId ? [row.locationId] : [])))],
      playerIds: rows.map((row) => row.id),
    },
    options.codes,
  );
  for (const row of rows) {
    const settings = new Map<string, ResolvedSetting>();
    const owners = { Player: row.id, Location: row.locationId, Account: row.accountId };
    for (const definition of definitions.get(row.accountId) ?? []) {
      if (!wanted(definition, options)) continue;
      const levels = levelsFor(entries, definition.code, owners);
      if (definition.code === showNameCode) levels.Player = row.showNameInfo;
      settings.set(definition.code, resolveSetting(definition, levels));
    }
    resolved.set(row.id, { accountId: row.accountId, locationId: row.locationId, settings });
  }
  return resolved;
}

/**
 * What these players get of each wanted setting, by code: the values a screen's manifest carries
 * (`sentToScreens`) or the server reads (alarms), in a fixed number of queries.
 */
export async function settingsForPlayers(
  db: Database,
  playerIds: readonly string[],
  options: SettingsOptions = {},
): Promise<Map<string, Record<string, SettingValue>>> {
  const resolved = await resolveForPlayers(db, playerIds, options);
  return new Map(
    [...resolved].map(([id, player]) => [
      id,
      Object.fromEntries([...player.settings].map(([code, { value }]) => [code, value])),
    ]),
  );
}

/** The players a level reaches: the account's, the location's, or the one. */
export async function playersAtTarget(db: Database, target: SettingTarget): Promise<string[]> {
  if (target.level === 'Player') return [target.playerId];
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(
      target.level === 'Account'
        ? eq(players.accountId, target.accountId)
        : eq(players.locationId, target.locationId),
    );
  return rows.map((row) => row.id);
}

const nearer = (a: ResolvedSetting['source'], level: SettingTarget['level']) =>
  a !== 'Default' && settingLevels.indexOf(a) < settingLevels.indexOf(level);

/**
 * The players whose value of any of `codes` comes through this level: those the level reaches
 * with no own value or unset of their own (or their location's) nearer than it.
 */
export async function playersAffectedBy(
  db: Database,
  target: SettingTarget,
  codes: readonly string[],
): Promise<string[]> {
  const resolved = await resolveForPlayers(db, await playersAtTarget(db, target), { codes });
  return [...resolved]
    .filter(([, player]) =>
      [...player.settings.values()].some(({ source }) => !nearer(source, target.level)),
    )
    .map(([id]) => id);
}

/**
 * Runs a write of these settings and answers the players among `playerIds` whose screens get
 * another value of any of them: their sent settings are resolved before and after, in the
 * caller's transaction, so a screen with a nearer own value or unset is left alone.
 */
export async function screensChangedBy(
  tx: Database,
  playerIds: readonly string[],
  codes: readonly string[],
  write: () => Promise<void>,
): Promise<string[]> {
  const options = { sentToScreens: true, codes };
  const before = await resolveForPlayers(tx, playerIds, options);
  await write();
  const after = await resolveForPlayers(tx, playerIds, options);
  const differs = (a?: Map<string, ResolvedSetting>, b?: Map<string, ResolvedSetting>) =>
    [...(a ?? [])].some(([code, { value }]) => {
      const other = b?.get(code);
      return !other || !sameSettingValue(other.value, value);
    });
  return [...new Set([...before.keys(), ...after.keys()])].filter((id) => {
    const [was, is] = [before.get(id)?.settings, after.get(id)?.settings];
    return differs(was, is) || differs(is, was);
  });
}
