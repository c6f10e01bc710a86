import type { AttributeValue } from '@marquee/domain';
import { attributeTypes, factTypes } from '@marquee/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { belongsTo, createdAt, id, publicCode, updatedAt } from './columns';
import { socialChannels } from './social-channels';

export const factTypeEnum = pgEnum('fact_type', factTypes);
export const attributeTypeEnum = pgEnum('attribute_type', attributeTypes);

/**
 * The attributes an account adds to its items beside the built-in ones (which live in code,
 * `defaultItemAttributes`, and are the same for every account).
 * @owner modules/items
 */
export const factAttributes = pgTable(
  'fact_attributes',
  {
    id: id(),
    accountId: belongsTo('account_id', () => accounts.id),
    factType: factTypeEnum('fact_type').notNull(),
    attributeCode: varchar('attribute_code', { length: 64 }).notNull(),
    title: text('title').notNull(),
    type: attributeTypeEnum('type').notNull(),
    required: boolean('required').notNull().default(false),
    mediaLibrary: boolean('media_library').notNull().default(false),
    orderN: integer('order_n').notNull(),
    inList: boolean('in_list').notNull().default(false),
    inSelector: boolean('in_selector').notNull().default(false),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('fact_attributes_account_type_code_key').on(
      t.accountId,
      t.factType,
      t.attributeCode,
    ),
  ],
);

/**
 * One catalogue record (an item, or a social post): its values by attribute code in one jsonb
 * object, checked against the schema on every write. `name` and `search_text` copy what the list
 * orders by and searches in, so both have plain indexes. A social post names its channel and the
 * feed's own id of its entry, which keeps it one post (one code) from fetch to fetch.
 * @owner modules/items
 */
export const facts = pgTable(
  'facts',
  {
    id: id(),
    accountId: belongsTo('account_id', () => accounts.id),
    factType: factTypeEnum('fact_type').notNull(),
    factCode: publicCode('fact_code'),
    /** The `name` attribute. */
    name: text('name').notNull(),
    /** Name, SKU, category and description, lower-cased: what a search and SearchText look in. */
    searchText: text('search_text').notNull(),
    attributes: jsonb('attributes').$type<Record<string, AttributeValue>>().notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    socialChannelId: uuid('social_channel_id').references(() => socialChannels.id, {
      onDelete: 'cascade',
    }),
    feedEntryId: text('feed_entry_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('facts_fact_code_key').on(t.factCode),
    // The list's order: by name whatever the case, then the key, within one account and type.
    index('facts_account_type_name_idx').on(t.accountId, t.factType, sql`lower(${t.name})`, t.id),
    index('facts_search_text_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    // Attribute conditions (`attributes @> {...}`) and "which items use this attribute".
    index('facts_attributes_idx').using('gin', t.attributes.op('jsonb_path_ops')),
    uniqueIndex('facts_social_channel_entry_key').on(t.socialChannelId, t.feedEntryId),
  ],
);
