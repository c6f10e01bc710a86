import type { SignValues } from '@marquee/domain';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { belongsTo } from './columns';
import { media } from './media';
import { signTemplateVersions } from './sign-templates';

/** One orientation of a sign as rendered: its document and the PNG the app captured of it. */
export interface SignDocumentRow {
  orientationName: string;
  /** The aspect a screen's layer is matched to (`16:9`). */
  aspect: string;
  width: number;
  height: number;
  /** The document in the file store. */
  contentHash: string;
  /** The captured PNG of this very document; null until the app sends one. */
  previewHash: string | null;
}

/**
 * The stored files a sign's documents name (each orientation's document and captured PNG) as a
 * JSON array: indexed, so letting go of a file asks whether a sign still shows it without
 * reading every sign.
 */
export const signDocumentFiles = (documents: AnyColumn | SQL) =>
  sql`(jsonb_path_query_array(${documents}, '$[*].contentHash') || jsonb_path_query_array(${documents}, '$[*].previewHash'))`;

/**
 * What makes a media of type HtmlAd a sign: the template version it renders, the values of its
 * form and the documents last rendered from them. The media row keeps the first document as its
 * file, so everything that serves, caches and deletes media treats a sign like any file.
 * `fact_codes` and `media_codes` are what the values name, for the re-render on a change to one.
 * @owner modules/signs
 */
export const signs = pgTable(
  'signs',
  {
    mediaId: uuid('media_id')
      .primaryKey()
      .references(() => media.id, { onDelete: 'cascade' }),
    accountId: belongsTo('account_id', () => accounts.id),
    templateVersionId: uuid('template_version_id')
      .notNull()
      .references(() => signTemplateVersions.id),
    values: jsonb('values').$type<SignValues>().notNull(),
    /** Counts the saves of people, not re-renders: a save over an older one answers 412. */
    version: integer('version').notNull().default(1),
    documents: jsonb('documents').$type<SignDocumentRow[]>().notNull(),
    /** sha256 over the documents' hashes: names the render a captured PNG belongs to. */
    documentHash: varchar('document_hash', { length: 64 }).notNull(),
    factCodes: text('fact_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mediaCodes: text('media_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    renderedAt: timestamp('rendered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('signs_fact_codes_idx').using('gin', t.factCodes),
    index('signs_media_codes_idx').using('gin', t.mediaCodes),
    index('signs_account_id_idx').on(t.accountId),
    index('signs_template_version_id_idx').on(t.templateVersionId),
    index('signs_document_files_idx').using('gin', signDocumentFiles(t.documents)),
  ],
);
