import { supportResources, type BuiltInRoleName, type PermissionLevel } from '@marquee/domain';
import { eq } from 'drizzle-orm';
import { newCode } from '../db/codes';
import { accounts, rolePermissions, roles, userRoles } from '../db/schema';
import { createBuiltInRoles, grantColumns } from '../modules/roles';
import type { Database } from '../platform/db/database';
import { hashPassword } from '../platform/passwords';
import { createAccount, createUser } from './factories';

/** The password every user these factories make signs in with. */
export const testPassword = 'correct horse battery staple';

let testPasswordHash: Promise<string> | undefined;
function passwordHash() {
  testPasswordHash ??= hashPassword(testPassword);
  return testPasswordHash;
}

/** A new account with its built-in roles and an owner who holds Administrator. */
export async function createCustomerAccount(db: Database) {
  const account = await createAccount(db);
  const roleIds = await createBuiltInRoles(db, account.id);
  const owner = await createCustomerUser(db, account.id, roleIds, 'Administrator');
  await db.update(accounts).set({ ownerUserId: owner.id }).where(eq(accounts.id, account.id));
  return { account, owner, roleIds };
}

/** A customer user of the account holding one built-in role, able to sign in. */
export async function createCustomerUser(
  db: Database,
  accountId: string,
  roleIds: Record<BuiltInRoleName, string>,
  role: BuiltInRoleName,
) {
  const user = await createUser(db, {
    accountId,
    passwordHash: await passwordHash(),
    emailConfirmedAt: new Date(),
    isAdmin: role === 'Administrator',
  });
  await db.insert(userRoles).values({ userId: user.id, roleId: roleIds[role] });
  return user;
}

/** A support user whose one support role grants every support resource at the given level. */
export function createSupportUser(db: Database, level: 'ViewOnly' | 'AddAndEdit' = 'AddAndEdit') {
  return createSupportUserWithRole(db, {
    grants: Object.fromEntries(supportResources.map((code) => [code, level])),
  });
}

/**
 * A support user holding one support role with these grants and, when given, a clients filter
 * (a fixed list of client codes), e.g. a desk reaching one client only.
 */
export async function createSupportUserWithRole(
  db: Database,
  role: { grants: Record<string, PermissionLevel>; clientCodes?: string[] },
) {
  const user = await createUser(db, {
    accountId: null,
    userType: 'Support',
    passwordHash: await passwordHash(),
    emailConfirmedAt: new Date(),
  });
  const clientsFilter = role.clientCodes
    ? { condition: null, fixedPlayerList: role.clientCodes }
    : null;
  const roleId = await createRoleWithGrants(db, {
    name: `Support ${user.userCode}`,
    application: 'Support',
    clientsFilter,
    grants: role.grants,
  });
  await db.insert(userRoles).values({ userId: user.id, roleId });
  return { ...user, roleId };
}

/** A role with these grants (unique code to level); customer roles name their account. */
export async function createRoleWithGrants(
  db: Database,
  role: Partial<typeof roles.$inferInsert> & { grants: Record<string, PermissionLevel> },
) {
  const { grants, ...values } = role;
  const [created] = await db
    .insert(roles)
    .values({ name: `Role ${newCode()}`, ...values })
    .returning({ id: roles.id, roleCode: roles.roleCode });
  if (!created) throw new Error('Creating a role returned no row');
  const rows = Object.entries(grants).map(([code, permission]) => ({
    roleId: created.id,
    permission,
    ...grantColumns(code),
  }));
  if (rows.length) await db.insert(rolePermissions).values(rows);
  return created.id;
}

/** A customer user of the account holding one new role with exactly these grants. */
export async function createCustomerUserWithGrants(
  db: Database,
  accountId: string,
  grants: Record<string, PermissionLevel>,
) {
  const roleId = await createRoleWithGrants(db, { accountId, grants });
  const user = await createUser(db, {
    accountId,
    passwordHash: await passwordHash(),
    emailConfirmedAt: new Date(),
  });
  await db.insert(userRoles).values({ userId: user.id, roleId });
  return { ...user, roleId };
}
