import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { belongsTo, id, publicCode } from './columns';
import { mediaLibraryEnum, mediaProcessingEnum, mediaTypeEnum, orientationEnum } from './enums';

/**
 * A photo, video, sign (HtmlAd), web page or file of an account's library.
 * @owner modules/media
 */
export const media = pgTable(
  'media',
  {
    id: id(),
    accountId: belongsTo('account_id', () => accounts.id),
    mediaCode: publicCode('media_code'),
    /** For a web page, the URL (spec 002). */
    displayName: text('display_name').notNull(),
    description: varchar('description', { length: 256 }).notNull().default(''),
    mediaType: mediaTypeEnum('media_type').notNull(),
    fileName: text('file_name'),
    /** sha256 of the stored file; files are addressed by it. */
    contentHash: varchar('content_hash', { length: 64 }),
    mimeType: text('mime_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    videoCodec: varchar('video_codec', { length: 16 }),
    library: mediaLibraryEnum('library').notNull().default('MediaLibrary'),
    /** Thumbnail and preview, stored like the file and addressed by their own hashes. */
    thumbnailHash: varchar('thumbnail_hash', { length: 64 }),
    previewHash: varchar('preview_hash', { length: 64 }),
    processing: mediaProcessingEnum('processing').notNull().default('none'),
    orientation: orientationEnum('orientation'),
    /** The template a sign (HtmlAd) was made from, as lists show it; the rest is in `signs`. */
    templateName: text('template_name'),
    /** False for media uploaded for a sign or an item only, which the library list hides. */
    isInLibrary: boolean('is_in_library').notNull().default(true),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('media_account_id_media_code_key').on(t.accountId, t.mediaCode),
    index('media_display_name_trgm').using('gin', t.displayName.op('gin_trgm_ops')),
    index('media_account_id_content_hash_idx').on(t.accountId, t.contentHash),
    // A stored file is shared by every row with its hash, across accounts: deletion asks these.
    index('media_content_hash_idx').on(t.contentHash),
    index('media_thumbnail_hash_idx').on(t.thumbnailHash),
    index('media_preview_hash_idx').on(t.previewHash),
    // Lookup by file name, and the same-name rule of uploads.
    index('media_account_id_library_file_name_idx').on(
      t.accountId,
      t.library,
      sql`lower(${t.fileName})`,
    ),
    // The list's sort orders, each with the code as its tie-break.
    index('media_account_id_registered_at_id_idx').on(t.accountId, t.registeredAt, t.id),
    index('media_account_id_modified_at_idx').on(t.accountId, t.modifiedAt, t.id),
    index('media_account_id_display_name_idx').on(t.accountId, t.displayName, t.id),
    // Layout sorts by the orientation's place in the enum, a number a continuation token can carry.
    index('media_account_id_layout_idx').on(
      t.accountId,
      sql`(case ${t.orientation} when 'Landscape' then 0 when 'Portrait' then 1 when 'Ultrawide' then 2 end)`,
      t.id,
    ),
    index('media_account_id_resolution_idx').on(
      t.accountId,
      sql`(coalesce(${t.width}, 0) * coalesce(${t.height}, 0))`,
      t.id,
    ),
    index('media_uploaded_by_user_id_idx').on(t.uploadedByUserId),
    check('media_size_check', sql`${t.sizeBytes} is null or ${t.sizeBytes} >= 0`),
  ],
);
