import { supportResources, type BuiltInRoleName } from '@marquee/domain';
import { eq } from 'drizzle-orm';
import { accounts, rolePermissions, roles, userRoles } from '../db/schema';
import { createBuiltInRoles } from '../modules/roles';
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
export async function createSupportUser(
  db: Database,
  level: 'ViewOnly' | 'AddAndEdit' = 'AddAndEdit',
) {
  const user = await createUser(db, {
    accountId: null,
    userType: 'Support',
    passwordHash: await passwordHash(),
    emailConfirmedAt: new Date(),
  });
  const [role] = await db
    .insert(roles)
    .values({ name: `Support ${user.userCode}`, application: 'Support' })
    .returning({ id: roles.id });
  if (!role) throw new Error('Creating a support role returned no row');
  await db.insert(rolePermissions).values(
    supportResources.map((componentCode) => ({
      roleId: role.id,
      componentCode,
      permission: level,
    })),
  );
  await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  return user;
}
