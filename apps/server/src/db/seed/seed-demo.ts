import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config/env';
import type { Database } from '../../platform/db/database';
import { hashPassword } from '../../platform/passwords';
import { accounts, rolePermissions, roles, userRoles, users } from '../schema';
import { supportAdministratorRole } from './support-administrator-role';
import { demoAccounts, demoSupportUser } from './demo-data';
import { insertDemoAccount } from './insert-account';
import { insertDemoFormats } from './insert-formats';

/** Serialises seeding when several servers start on one empty PostgreSQL database. */
const seedLockKey = 72_616_002;

async function insertSupportUser(db: Database, passwordHash: string): Promise<void> {
  const [role] = await db
    .insert(roles)
    .values({
      name: supportAdministratorRole.name,
      description: supportAdministratorRole.description,
      application: 'Support',
      isBuiltin: true,
    })
    .returning({ id: roles.id });
  if (!role) throw new Error('Seeding the support role returned no row');
  await db
    .insert(rolePermissions)
    .values(supportAdministratorRole.permissions.map((p) => ({ ...p, roleId: role.id })));
  const [user] = await db
    .insert(users)
    .values({
      ...demoSupportUser,
      userType: 'Support',
      isAdmin: true,
      passwordHash,
      emailConfirmedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('Seeding the support user returned no row');
  await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
}

export interface DemoSeed {
  emails: string[];
  password: string;
  /** True when no SEED_PASSWORD was set and the password was made up for this start. */
  isPasswordGenerated: boolean;
}

/**
 * Seeds the demo (two accounts with owners, a support user, formats, locations, tags) when the
 * database has no account and no user yet, so a restart never seeds twice. Returns what it
 * seeded, or null when the database was not empty.
 */
export async function seedDemoIfEmpty(
  db: Database,
  config: Pick<Config, 'seedPassword'>,
): Promise<DemoSeed | null> {
  const password = config.seedPassword ?? randomBytes(12).toString('base64url');
  const isSeeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const [anyAccount] = await tx.select({ id: accounts.id }).from(accounts).limit(1);
    const [anyUser] = await tx.select({ id: users.id }).from(users).limit(1);
    if (anyAccount || anyUser) return false;
    const passwordHash = await hashPassword(password);
    await insertDemoFormats(tx);
    for (const account of demoAccounts) await insertDemoAccount(tx, account, passwordHash);
    await insertSupportUser(tx, passwordHash);
    return true;
  });
  if (!isSeeded) return null;
  return {
    emails: [...demoAccounts.map((account) => account.owner.email), demoSupportUser.email],
    password,
    isPasswordGenerated: config.seedPassword === undefined,
  };
}
