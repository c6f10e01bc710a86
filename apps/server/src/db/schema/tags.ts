import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { belongsTo, createdAt, id, publicCode } from './columns';
import { tagTypeEnum } from './enums';
import { media } from './media';
import { players } from './players';

/**
 * A label on players or on media; the colour shows in pickers and filters.
 * @owner modules/media, which `players` stands on and tags screens through
 */
export const tags = pgTable(
  'tags',
  {
    id: id(),
    accountId: belongsTo('account_id', () => accounts.id),
    tagCode: publicCode('tag_code'),
    name: text('name').notNull(),
    tagType: tagTypeEnum('tag_type').notNull(),
    /** `#rrggbb`; null shows as transparent. */
    color: varchar('color', { length: 7 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tags_account_id_tag_code_key').on(t.accountId, t.tagCode),
    uniqueIndex('tags_account_id_tag_type_name_key').on(
      t.accountId,
      t.tagType,
      sql`lower(${t.name})`,
    ),
    index('tags_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** @owner modules/players */
export const playerTags = pgTable(
  'player_tags',
  {
    playerId: belongsTo('player_id', () => players.id),
    tagId: belongsTo('tag_id', () => tags.id),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.tagId] }),
    index('player_tags_tag_id_idx').on(t.tagId),
  ],
);

/** @owner modules/media */
export const mediaTags = pgTable(
  'media_tags',
  {
    mediaId: belongsTo('media_id', () => media.id),
    tagId: belongsTo('tag_id', () => tags.id),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.tagId] }),
    index('media_tags_tag_id_idx').on(t.tagId),
  ],
);
