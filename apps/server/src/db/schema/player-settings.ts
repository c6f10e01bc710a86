import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  SettingLevel,
  SettingTextFormat,
  SettingValue,
  SettingValueType,
} from '@marquee/domain';
import { accounts } from './accounts';
import { belongsTo, createdAt, id, updatedAt } from './columns';
import { locations } from './locations';
import { players } from './players';

/**
 * An account's own player setting definition; the built-in ones live in code
 * (`builtInPlayerSettings`) and are never stored.
 * @owner modules/player-settings
 */
export const playerSettingDefinitions = pgTable(
  'player_setting_definitions',
  {
    id: id(),
    accountId: belongsTo('account_id', () => accounts.id),
    settingCode: varchar('setting_code', { length: 64 }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    valueType: text('value_type').$type<SettingValueType>().notNull(),
    minimum: integer('minimum'),
    maximum: integer('maximum'),
    maxLength: integer('max_length'),
    choices: jsonb('choices').$type<string[]>(),
    format: text('format').$type<SettingTextFormat>(),
    defaultValue: jsonb('default_value').$type<SettingValue>().notNull(),
    levels: jsonb('levels').$type<SettingLevel[]>().notNull(),
    sentToScreens: boolean('sent_to_screens').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('player_setting_definitions_account_id_setting_code_key').on(
      t.accountId,
      t.settingCode,
    ),
  ],
);

/**
 * A setting's own value at one level: the account (no location, no player), one of its locations
 * or one of its players. A null value is an explicit unset, which stops inheritance; no row means
 * the level inherits. Rows of one account's level are found by its partial index, so a fleet's
 * values are read in one query per level.
 * @owner modules/player-settings
 */
export const playerSettingValues = pgTable(
  'player_setting_values',
  {
    id: id(),
    accountId: belongsTo('account_id', () => accounts.id),
    settingCode: varchar('setting_code', { length: 64 }).notNull(),
    level: text('level').$type<SettingLevel>().notNull(),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'cascade' }),
    value: jsonb('value').$type<SettingValue>(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'player_setting_values_level_check',
      sql`(${t.level} = 'Account' and ${t.locationId} is null and ${t.playerId} is null)
        or (${t.level} = 'Location' and ${t.locationId} is not null and ${t.playerId} is null)
        or (${t.level} = 'Player' and ${t.playerId} is not null and ${t.locationId} is null)`,
    ),
    uniqueIndex('player_setting_values_account_key')
      .on(t.accountId, t.settingCode)
      .where(sql`${t.level} = 'Account'`),
    uniqueIndex('player_setting_values_location_key')
      .on(t.locationId, t.settingCode)
      .where(sql`${t.locationId} is not null`),
    uniqueIndex('player_setting_values_player_key')
      .on(t.playerId, t.settingCode)
      .where(sql`${t.playerId} is not null`),
    // A definition's values across an account: its change is checked against them, its removal
    // drops them.
    index('player_setting_values_account_id_setting_code_idx').on(t.accountId, t.settingCode),
  ],
);
