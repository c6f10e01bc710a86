import type { StoredFeatureFlags } from '@marquee/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, publicCode, updatedAt } from './columns';
import { userTypeEnum } from './enums';

/**
 * A customer account (the console's "client"); the tenant of every account-owned row.
 * @owner modules/users, beneath the console, which creates an account with its owner through it
 */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    accountCode: publicCode('account_code'),
    name: text('name').notNull(),
    businessType: text('business_type'),
    ownerUserId: uuid('owner_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    languageCode: varchar('language_code', { length: 8 }).notNull().default('en_US'),
    phone: text('phone'),
    featureFlags: jsonb('feature_flags').$type<StoredFeatureFlags>().notNull().default({}),
    /**
     * Applications support staff switched off (`accountApplications`); kept on the account so
     * that its `auth_changed` trigger tells every process that signed-in rights changed.
     */
    disabledApplications: text('disabled_applications').array().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('accounts_account_code_key').on(t.accountCode),
    index('accounts_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    // The clients list's default order and its keyset continuation.
    index('accounts_name_id_idx').on(t.name, t.id),
    index('accounts_owner_user_id_idx').on(t.ownerUserId),
  ],
);

/**
 * A named group of accounts (support console "Organizations").
 * @owner modules/support/organizations
 */
export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    organizationCode: publicCode('organization_code'),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('organizations_organization_code_key').on(t.organizationCode),
    index('organizations_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('organizations_name_id_idx').on(t.name, t.id),
    // Two organizations whose names differ only in case would be told apart by nobody.
    uniqueIndex('organizations_name_lower_key').on(sql`lower(${t.name})`),
  ],
);

/** @owner modules/support/organizations */
export const organizationAccounts = pgTable(
  'organization_accounts',
  {
    organizationId: belongsTo('organization_id', () => organizations.id),
    accountId: belongsTo('account_id', () => accounts.id),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.accountId] }),
    index('organization_accounts_account_id_idx').on(t.accountId),
  ],
);

/**
 * A person who signs in: a customer user of one account, or support staff (no account).
 * @owner modules/identity: sign-in, password links and e-mail confirmation write a user there, and
 *   `users` stands on `identity`, so it creates, changes and deletes users through it
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    userCode: publicCode('user_code'),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    userType: userTypeEnum('user_type').notNull().default('Customer'),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** argon2id; null until an invited user chooses a password. */
    passwordHash: text('password_hash'),
    isActive: boolean('is_active').notNull().default(true),
    isAdmin: boolean('is_admin').notNull().default(false),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    languageCode: varchar('language_code', { length: 8 }).notNull().default('en_US'),
    dateFormat: varchar('date_format', { length: 16 }).notNull().default('YYYY-MM-DD'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The account a support user opens by default. */
    defaultClientCode: varchar('default_client_code', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_user_code_key').on(t.userCode),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_account_id_idx').on(t.accountId),
    index('users_search_trgm').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email}) gin_trgm_ops`,
    ),
  ],
);
