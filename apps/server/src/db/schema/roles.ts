import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { belongsTo, createdAt, filterColumn, id, publicCode, updatedAt } from './columns';
import { applicationEnum, permissionLevelEnum } from './enums';

/**
 * A role of an account (customer roles, and support roles "created per client"); support roles
 * without an account apply to all staff.
 * @owner modules/roles
 */
export const roles = pgTable(
  'roles',
  {
    id: id(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    roleCode: publicCode('role_code'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    application: applicationEnum('application').notNull().default('SignagePlayer'),
    isBuiltin: boolean('is_builtin').notNull().default(false),
    /** Limits which players the role sees (spec "screensComponent" filter). */
    screensFilter: filterColumn('screens_filter'),
    /** Limits which media the role sees (spec "mediaLibraryComponent" filter). */
    mediaFilter: filterColumn('media_filter'),
    /** Limits which accounts a support role reaches (spec 000 "clients filter"). */
    clientsFilter: filterColumn('clients_filter'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('roles_account_id_role_code_key').on(t.accountId, t.roleCode),
    uniqueIndex('roles_global_role_code_key')
      .on(t.roleCode)
      .where(sql`${t.accountId} is null`),
  ],
);

/**
 * The level a role grants on a component, or on one sub-part of it.
 * @owner modules/roles
 */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roleId: belongsTo('role_id', () => roles.id),
    componentCode: varchar('component_code', { length: 64 }).notNull(),
    subPartCode: varchar('sub_part_code', { length: 64 }),
    permission: permissionLevelEnum('permission').notNull(),
  },
  (t) => [
    unique('role_permissions_role_component_sub_part_key')
      .on(t.roleId, t.componentCode, t.subPartCode)
      .nullsNotDistinct(),
  ],
);

/** @owner modules/users */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: belongsTo('user_id', () => users.id),
    roleId: belongsTo('role_id', () => roles.id),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.roleId] }),
    index('user_roles_role_id_idx').on(t.roleId),
  ],
);
