import {
  resolveSetting,
  sameSettingValue,
  type PlayerSettingDefinition,
  type SettingValue,
} from '@marquee/domain';
import { eq } from 'drizzle-orm';
import { players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { uuidArray } from '../../platform/db/id-array';
import { isAnyIdPlaced, preparedPerDatabase } from '../../platform/db/prepared-query';
import { definitionsOfAccounts } from './definitions';
import {
  levelsFor,
  readStoredEntries,
  type SettingTarget,
  type StoredEntries,
} from './stored-entries';

/** Which settings a resolution is about: all, those sent to screens, or some codes. */
export interface SettingsOptions {
  sentToScreens?: boolean;
  codes?: readonly string[];
}

/** ShowName's player value is the player row's own column, which the screen list switches too. */
export const showNameCode = 'ShowName';

const wanted = (definition: PlayerSettingDefinition, options: SettingsOptions) =>
  (!options.sentToScreens || definition.sentToScreens) &&
  (!options.codes || options.codes.includes(definition.code));

/** What one player's settings resolve from: its row and the levels above it. */
interface PlayerLevels {
  id: string;
  accountId: string;
  locationId: string | null;
  showNameInfo: boolean;
}

/** A player's values by code; shared, frozen, by the players that resolve alike. */
export type PlayerSettingValues = Readonly<Record<string, SettingValue>>;

function valuesOf(
  definitions: readonly PlayerSettingDefinition[],
  entries: StoredEntries,
  player: PlayerLevels,
  withOwn: boolean,
): PlayerSettingValues {
  const owners = {
    Player: withOwn ? player.id : null,
    Location: player.locationId,
    Account: player.accountId,
  };
  const values: Record<string, SettingValue> = {};
  for (const definition of definitions) {
    const levels = levelsFor(entries, definition.code, owners);
    if (definition.code === showNameCode) levels.Player = player.showNameInfo;
    values[definition.code] = resolveSetting(definition, levels).value;
  }
  return Object.freeze(values);
}

// Built once: every batch of connecting screens reads it (see `preparedPerDatabase`).
const playerLevelsQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: players.id,
      accountId: players.accountId,
      locationId: players.locationId,
      showNameInfo: players.showNameInfo,
    })
    .from(players)
    .where(isAnyIdPlaced(players.id, 'ids'))
    .prepare('setting_player_levels'),
);

/**
 * What these players get of each wanted setting, by code: the values a screen's manifest carries
 * (`sentToScreens`) or the server reads (alarms). Three queries however many players (their
 * rows, their accounts' definitions, the values of their own, their locations' and their
 * accounts' levels); the players with nothing of their own resolve once per account, location
 * and ShowName and share that answer, as most of a fleet does.
 */
export async function settingsForPlayers(
  db: Database,
  playerIds: readonly string[],
  options: SettingsOptions = {},
): Promise<Map<string, PlayerSettingValues>> {
  const answer = new Map<string, PlayerSettingValues>();
  if (!playerIds.length) return answer;
  const rows: PlayerLevels[] = await playerLevelsQuery(db).execute({ ids: uuidArray(playerIds) });
  const accountIds = [...new Set(rows.map((row) => row.accountId))];
  const definitionsByAccount = new Map(
    [...(await definitionsOfAccounts(db, accountIds))].map(([accountId, definitions]) => [
      accountId,
      definitions.filter((definition) => wanted(definition, options)),
    ]),
  );
  const entries = await readStoredEntries(
    db,
    {
      accountIds,
      locationIds: [...new Set(rows.flatMap((row) => (row.locationId ? [row.locationId] : [])))],
      playerIds: rows.map((row) => row.id),
    },
    options.codes,
  );
  const shared = new Map<string, PlayerSettingValues>();
  for (const row of rows) {
    const definitions = definitionsByAccount.get(row.accountId) ?? [];
    if (entries.Player.has(row.id)) {
      answer.set(row.id, valuesOf(definitions, entries, row, true));
      continue;
    }
    const key = `${row.accountId}/${row.locationId}/${row.showNameInfo}`;
    let values = shared.get(key);
    if (!values) shared.set(key, (values = valuesOf(definitions, entries, row, false)));
    answer.set(row.id, values);
  }
  return answer;
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
  const before = await settingsForPlayers(tx, playerIds, options);
  await write();
  const after = await settingsForPlayers(tx, playerIds, options);
  // Players share their answers, so each pair of answers is compared once, not once a player.
  const compared = new Map<PlayerSettingValues, Map<PlayerSettingValues, boolean>>();
  const differ = (was: PlayerSettingValues, is: PlayerSettingValues) => {
    let byWas = compared.get(was);
    if (!byWas) compared.set(was, (byWas = new Map()));
    let answer = byWas.get(is);
    if (answer === undefined) byWas.set(is, (answer = valuesDiffer(was, is)));
    return answer;
  };
  return [...new Set([...before.keys(), ...after.keys()])].filter((id) => {
    const [was, is] = [before.get(id), after.get(id)];
    return !was || !is || differ(was, is);
  });
}

function valuesDiffer(was: PlayerSettingValues, is: PlayerSettingValues): boolean {
  const codes = new Set([...Object.keys(was), ...Object.keys(is)]);
  for (const code of codes) {
    if (!(code in was) || !(code in is) || !sameSettingValue(was[code]!, is[code]!)) return true;
  }
  return false;
}
