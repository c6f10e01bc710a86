import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, publicCode, updatedAt } from './columns';
import { userTypeEnum } from './enums';
import { locations } from './locations';
import { roles } from './roles';

/** A person who signs in: a customer user of one account, or support staff (no account). */
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

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.roleId] }),
    index('user_roles_role_id_idx').on(t.roleId),
  ],
);

/** Locations a user works at; roles with "same location only" levels look at these. */
export const userLocations = pgTable(
  'user_locations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.locationId] }),
    index('user_locations_location_id_idx').on(t.locationId),
  ],
);
