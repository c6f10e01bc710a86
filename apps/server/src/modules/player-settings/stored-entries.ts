import type { SettingLevel, SettingValue, StoredSettingLevels } from '@marquee/domain';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { playerSettingValues } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { textArray, uuidArray } from '../../platform/db/id-array';
import { isAnyIdPlaced, preparedPerDatabase } from '../../platform/db/prepared-query';

/** One level of one account, location or player: the settings it holds of its own. */
export type SettingTarget =
  | { accountId: string; level: 'Account' }
  | { accountId: string; level: 'Location'; locationId: string }
  | { accountId: string; level: 'Player'; playerId: string };

/** Own entries by code: a value, or null for an unset. */
export type OwnEntries = Map<string, SettingValue | null>;

/** The entries of many accounts, locations and players, each by its owner's id. */
export interface StoredEntries {
  Account: Map<string, OwnEntries>;
  Location: Map<string, OwnEntries>;
  Player: Map<string, OwnEntries>;
}

export const ownerIdOf = (target: SettingTarget): string =>
  target.level === 'Account'
    ? target.accountId
    : target.level === 'Location'
      ? target.locationId
      : target.playerId;

/** The rows of one level of one owner (the partial unique index of that level). */
export function targetRows(target: SettingTarget): SQL {
  const column =
    target.level === 'Account'
      ? playerSettingValues.accountId
      : target.level === 'Location'
        ? playerSettingValues.locationId
        : playerSettingValues.playerId;
  return and(eq(column, ownerIdOf(target)), eq(playerSettingValues.level, target.level))!;
}

// Built once: a whole fleet's manifests read this when the screens connect at once (see
// `preparedPerDatabase`). An empty list matches nothing, and no codes means every code.
const wantedCodes = sql.placeholder('codes');
const storedEntriesQuery = preparedPerDatabase((db) =>
  db
    .select({
      level: playerSettingValues.level,
      accountId: playerSettingValues.accountId,
      locationId: playerSettingValues.locationId,
      playerId: playerSettingValues.playerId,
      code: playerSettingValues.settingCode,
      value: playerSettingValues.value,
    })
    .from(playerSettingValues)
    .where(
      and(
        or(
          and(
            eq(playerSettingValues.level, 'Account'),
            isAnyIdPlaced(playerSettingValues.accountId, 'accountIds'),
          ),
          isAnyIdPlaced(playerSettingValues.locationId, 'locationIds'),
          isAnyIdPlaced(playerSettingValues.playerId, 'playerIds'),
        ),
        sql`(${wantedCodes}::text[] is null or ${playerSettingValues.settingCode} = any(${wantedCodes}::text[]))`,
      ),
    )
    .prepare('stored_setting_entries'),
);

/**
 * The own entries of these accounts, locations and players, in one query however many they are
 * (each level's part uses its own index); only `codes` when given.
 */
export async function readStoredEntries(
  db: Database,
  owners: { accountIds: string[]; locationIds: string[]; playerIds: string[] },
  codes?: readonly string[],
): Promise<StoredEntries> {
  const entries: StoredEntries = { Account: new Map(), Location: new Map(), Player: new Map() };
  const { accountIds, locationIds, playerIds } = owners;
  if (!accountIds.length && !locationIds.length && !playerIds.length) return entries;
  if (codes?.length === 0) return entries;
  const rows = await storedEntriesQuery(db).execute({
    accountIds: uuidArray(accountIds),
    locationIds: uuidArray(locationIds),
    playerIds: uuidArray(playerIds),
    codes: codes ? textArray(codes) : null,
  });
  for (const row of rows) {
    const owner =
      row.level === 'Account' ? row.accountId : (row.locationId ?? row.playerId ?? row.accountId);
    const byOwner = entries[row.level];
    let own = byOwner.get(owner);
    if (!own) byOwner.set(owner, (own = new Map()));
    own.set(row.code, row.value);
  }
  return entries;
}

/** What each level holds for one setting, as `resolveSetting` takes it. */
export function levelsFor(
  entries: StoredEntries,
  code: string,
  owners: Partial<Record<SettingLevel, string | null>>,
): StoredSettingLevels {
  const levels: StoredSettingLevels = {};
  for (const level of ['Player', 'Location', 'Account'] as const) {
    const owner = owners[level];
    const own = owner ? entries[level].get(owner) : undefined;
    if (own?.has(code)) levels[level] = own.get(code) ?? null;
  }
  return levels;
}
