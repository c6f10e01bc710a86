import {
  builtInPlayerSettings,
  type PlayerSettingDefinition,
  type StoredSettingValue,
} from '@marquee/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { playerSettingDefinitions, playerSettingValues } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { uuidArray } from '../../platform/db/id-array';
import { isAnyIdPlaced, preparedPerDatabase } from '../../platform/db/prepared-query';

type DefinitionRow = typeof playerSettingDefinitions.$inferSelect;

/** A definition as stored columns: absent rules are null. */
function columnsOf(definition: PlayerSettingDefinition) {
  return {
    settingCode: definition.code,
    name: definition.name,
    description: definition.description,
    valueType: definition.valueType,
    minimum: definition.minimum ?? null,
    maximum: definition.maximum ?? null,
    maxLength: definition.maxLength ?? null,
    choices: definition.choices ? [...definition.choices] : null,
    format: definition.format ?? null,
    defaultValue: definition.defaultValue,
    levels: [...definition.levels],
    sentToScreens: definition.sentToScreens,
  };
}

function definitionOf(row: DefinitionRow): PlayerSettingDefinition {
  return {
    code: row.settingCode,
    name: row.name,
    description: row.description,
    valueType: row.valueType,
    ...(row.minimum === null ? {} : { minimum: row.minimum }),
    ...(row.maximum === null ? {} : { maximum: row.maximum }),
    ...(row.maxLength === null ? {} : { maxLength: row.maxLength }),
    ...(row.choices === null ? {} : { choices: row.choices }),
    ...(row.format === null ? {} : { format: row.format }),
    defaultValue: row.defaultValue,
    levels: row.levels,
    sentToScreens: row.sentToScreens,
  };
}

// Built once: every batch of connecting screens reads it (see `preparedPerDatabase`).
const ownDefinitionsQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(playerSettingDefinitions)
    .where(isAnyIdPlaced(playerSettingDefinitions.accountId, 'ids'))
    .orderBy(asc(playerSettingDefinitions.settingCode))
    .prepare('own_setting_definitions'),
);

/** An account's definitions: the built-in ones, then its own, in one query for many accounts. */
export async function definitionsOfAccounts(
  db: Database,
  accountIds: readonly string[],
): Promise<Map<string, PlayerSettingDefinition[]>> {
  const rows = accountIds.length
    ? await ownDefinitionsQuery(db).execute({ ids: uuidArray(accountIds) })
    : [];
  const byAccount = new Map(accountIds.map((id) => [id, [...builtInPlayerSettings]]));
  for (const row of rows) byAccount.get(row.accountId)?.push(definitionOf(row));
  return byAccount;
}

/** The built-in definitions and the account's own. */
export async function definitionsOf(db: Database, accountId: string) {
  return (await definitionsOfAccounts(db, [accountId])).get(accountId) ?? [];
}

/** One of the account's own definitions, locked for the rest of the transaction; null if none. */
export async function findOwnDefinition(
  tx: Database,
  accountId: string,
  code: string,
): Promise<PlayerSettingDefinition | null> {
  const [row] = await tx
    .select()
    .from(playerSettingDefinitions)
    .where(
      and(
        eq(playerSettingDefinitions.accountId, accountId),
        eq(playerSettingDefinitions.settingCode, code),
      ),
    )
    .for('update');
  return row ? definitionOf(row) : null;
}

/** Adds an account's own definition; the caller has made sure its code is free. */
export async function insertDefinition(
  tx: Database,
  accountId: string,
  definition: PlayerSettingDefinition,
): Promise<void> {
  await tx.insert(playerSettingDefinitions).values({ accountId, ...columnsOf(definition) });
}

/** Replaces an account's own definition by its code; its values stay. */
export async function replaceDefinition(
  tx: Database,
  accountId: string,
  definition: PlayerSettingDefinition,
): Promise<void> {
  await tx
    .update(playerSettingDefinitions)
    .set(columnsOf(definition))
    .where(
      and(
        eq(playerSettingDefinitions.accountId, accountId),
        eq(playerSettingDefinitions.settingCode, definition.code),
      ),
    );
}

const valuesOfSetting = (accountId: string, code: string) =>
  and(eq(playerSettingValues.accountId, accountId), eq(playerSettingValues.settingCode, code));

/**
 * Removes an account's own definition and every value stored for it, in the caller's
 * transaction; answers how many values went.
 */
export async function deleteDefinition(
  tx: Database,
  accountId: string,
  code: string,
): Promise<number> {
  const removed = await tx
    .delete(playerSettingValues)
    .where(valuesOfSetting(accountId, code))
    .returning({ id: playerSettingValues.id });
  await tx
    .delete(playerSettingDefinitions)
    .where(
      and(
        eq(playerSettingDefinitions.accountId, accountId),
        eq(playerSettingDefinitions.settingCode, code),
      ),
    );
  return removed.length;
}

/** Every value stored for one setting across the account, at every level (for `storedValuesMisfit`). */
export async function storedValuesOfSetting(
  db: Database,
  accountId: string,
  code: string,
): Promise<StoredSettingValue[]> {
  return db
    .select({ level: playerSettingValues.level, value: playerSettingValues.value })
    .from(playerSettingValues)
    .where(valuesOfSetting(accountId, code));
}

/** How many definitions the account has of its own. */
export async function ownDefinitionCount(db: Database, accountId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(playerSettingDefinitions)
    .where(eq(playerSettingDefinitions.accountId, accountId));
  return row?.count ?? 0;
}
