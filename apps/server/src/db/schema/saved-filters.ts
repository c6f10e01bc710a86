import type { FilterCondition } from '@marquee/domain';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { createdAt, id, publicCode, updatedAt } from './columns';
import { savedFilterKindEnum } from './enums';

/**
 * A named filter condition (player, media or item filter). Rows without an account are the
 * provider's own filters of the support console.
 * @owner modules/saved-filters
 */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: id(),
    filterCode: publicCode('filter_code'),
    kind: savedFilterKindEnum('kind').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    condition: jsonb('condition').$type<FilterCondition>().notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('saved_filters_filter_code_key').on(t.filterCode),
    // Names are unique per scope and kind whatever their case; these also serve the name-ordered list.
    uniqueIndex('saved_filters_account_kind_name_key').on(
      t.accountId,
      t.kind,
      sql`lower(${t.name})`,
    ),
    uniqueIndex('saved_filters_provider_kind_name_key')
      .on(t.kind, sql`lower(${t.name})`)
      .where(sql`${t.accountId} is null`),
    index('saved_filters_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
  ],
);
