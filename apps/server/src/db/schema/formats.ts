import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { belongsTo, createdAt, id, publicCode, updatedAt } from './columns';

/**
 * A screen format: its resolution and layers. Global formats have no account.
 * @owner modules/player-formats
 */
export const playerFormats = pgTable(
  'player_formats',
  {
    id: id(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    playerFormatCode: publicCode('player_format_code'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    resolutionX: integer('resolution_x').notNull(),
    resolutionY: integer('resolution_y').notNull(),
    hasDefaultLayer: boolean('has_default_layer').notNull().default(true),
    defaultLayerLeft: integer('default_layer_left').notNull().default(0),
    defaultLayerTop: integer('default_layer_top').notNull().default(0),
    defaultLayerWidth: integer('default_layer_width'),
    defaultLayerHeight: integer('default_layer_height'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Players of every account refer to global formats by code, so codes are unique overall.
    uniqueIndex('player_formats_player_format_code_key').on(t.playerFormatCode),
    index('player_formats_account_id_idx').on(t.accountId),
    check('player_formats_resolution_check', sql`${t.resolutionX} > 0 and ${t.resolutionY} > 0`),
  ],
);

/**
 * A rectangle of a format that plays its own channels; z order stacks overlapping layers.
 * @owner modules/player-formats
 */
export const formatLayers = pgTable(
  'format_layers',
  {
    id: id(),
    playerFormatId: belongsTo('player_format_id', () => playerFormats.id),
    layerCode: publicCode('layer_code'),
    name: text('name').notNull(),
    x: integer('x').notNull().default(0),
    y: integer('y').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    zOrder: integer('z_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('format_layers_layer_code_key').on(t.layerCode),
    index('format_layers_player_format_id_idx').on(t.playerFormatId, t.zOrder),
    check('format_layers_size_check', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);
