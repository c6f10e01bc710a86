import type { FormModel } from '@marquee/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { belongsTo, createdAt, id, publicCode, updatedAt } from './columns';

/** A file a template's HTML names as `assets/<fileName>`, kept in the file store by its hash. */
export interface TemplateAsset {
  fileName: string;
  hash: string;
  sizeBytes: number;
  contentType: string;
}

/**
 * A sign template: global (no account) or one client's. What it renders lives in its versions;
 * `current_version` names the one new signs use.
 * @owner modules/sign-templates
 */
export const signTemplates = pgTable(
  'sign_templates',
  {
    id: id(),
    templateCode: publicCode('template_code'),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isFallback: boolean('is_fallback').notNull().default(false),
    currentVersion: integer('current_version').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sign_templates_template_code_key').on(t.templateCode),
    index('sign_templates_account_id_name_idx').on(t.accountId, t.name),
    index('sign_templates_global_name_idx')
      .on(t.name)
      .where(sql`${t.accountId} is null`),
  ],
);

/**
 * One version of a template, never changed once written: signs made from it keep rendering the
 * same until they are moved to a newer one. `content_hash` tells an upload of the same content.
 * @owner modules/sign-templates
 */
export const signTemplateVersions = pgTable(
  'sign_template_versions',
  {
    id: id(),
    templateId: belongsTo('template_id', () => signTemplates.id),
    version: integer('version').notNull(),
    html: text('html').notNull(),
    formModel: jsonb('form_model').$type<FormModel>().notNull(),
    assets: jsonb('assets').$type<TemplateAsset[]>().notNull(),
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sign_template_versions_template_id_version_key').on(t.templateId, t.version),
  ],
);
