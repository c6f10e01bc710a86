import type { TriggerActionType, TriggerGroup, TriggerSetting } from '@marquee/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { belongsTo, createdAt, id, publicCode, updatedAt } from './columns';
import { locations } from './locations';
import { players } from './players';

/**
 * A trigger of an account: dayparts, its one timer, or an external variable that callers set
 * from outside. An external's variable name is unique in the account whatever its case.
 * @owner modules/triggers
 */
export const triggers = pgTable(
  'triggers',
  {
    id: id(),
    accountId: belongsTo('account_id', () => accounts.id),
    triggerCode: publicCode('trigger_code'),
    name: text('name').notNull(),
    triggerGroup: text('trigger_group').$type<TriggerGroup>().notNull(),
    actionType: text('action_type').$type<TriggerActionType>().notNull(),
    variableName: text('variable_name'),
    activeValue: text('active_value'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('triggers_trigger_code_key').on(t.triggerCode),
    uniqueIndex('triggers_account_variable_name_key')
      .on(t.accountId, sql`lower(${t.variableName})`)
      .where(sql`${t.variableName} is not null`),
    // The store's own guard of the one timer an account may keep.
    uniqueIndex('triggers_account_timer_key')
      .on(t.accountId)
      .where(sql`${t.triggerGroup} = 'Timer'`),
    index('triggers_account_name_idx').on(t.accountId, sql`lower(${t.name})`, t.id),
    index('triggers_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/**
 * A trigger's setting at one level: the account (no location, no player), a location or a
 * screen. No row at a location or screen means it inherits (Default); the account's row is
 * written with the trigger and says whether it is enabled.
 * @owner modules/triggers
 */
export const triggerSettings = pgTable(
  'trigger_settings',
  {
    id: id(),
    triggerId: belongsTo('trigger_id', () => triggers.id),
    accountId: belongsTo('account_id', () => accounts.id),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'cascade' }),
    state: text('state').$type<'Explicit' | 'Disabled'>().notNull(),
    setting: jsonb('setting').$type<TriggerSetting>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('trigger_settings_level_check', sql`${t.locationId} is null or ${t.playerId} is null`),
    uniqueIndex('trigger_settings_account_key')
      .on(t.triggerId)
      .where(sql`${t.locationId} is null and ${t.playerId} is null`),
    uniqueIndex('trigger_settings_location_key')
      .on(t.triggerId, t.locationId)
      .where(sql`${t.locationId} is not null`),
    uniqueIndex('trigger_settings_player_key')
      .on(t.triggerId, t.playerId)
      .where(sql`${t.playerId} is not null`),
    index('trigger_settings_account_id_idx').on(t.accountId),
    index('trigger_settings_location_id_idx').on(t.locationId),
    index('trigger_settings_player_id_idx').on(t.playerId),
  ],
);

/**
 * A key that lets a system outside set an account's external triggers, and nothing else. Only
 * the key's SHA-256 is kept; its first characters tell keys apart in the list.
 * @owner modules/triggers
 */
export const triggerApiKeys = pgTable(
  'trigger_api_keys',
  {
    id: id(),
    accountId: belongsTo('account_id', () => accounts.id),
    keyCode: publicCode('key_code'),
    name: text('name').notNull(),
    keyPrefix: text('key_prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('trigger_api_keys_key_code_key').on(t.keyCode),
    uniqueIndex('trigger_api_keys_key_hash_key').on(t.keyHash),
    index('trigger_api_keys_account_id_idx').on(t.accountId, t.createdAt),
  ],
);
