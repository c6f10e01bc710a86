import { randomBytes } from 'node:crypto';
import type { Config } from '../config/env';
import type { Database } from '../platform/db/database';
import { hashPassword } from '../platform/passwords';
import { accounts, userRoles, users } from '../db/schema';
import { findOrCreateSupportAdministratorRole } from './support-administrator-role';
import { demoAccounts, demoSupportUser } from './demo-data';
import { insertDemoAccount } from './insert-account';
import { lockSeeding } from './seed-lock';

async function insertSupportUser(db: Database, passwordHash: string): Promise<void> {
  const roleId = await findOrCreateSupportAdministratorRole(db);
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
  await db.insert(userRoles).values({ userId: user.id, roleId });
}

/** A demo user and where they sign in. */
export interface DemoSignIn {
  email: string;
  app: 'customer app' | 'support console';
  /** The customer account they own; none for the support user. */
  accountName?: string;
}

export interface DemoSeed {
  signIns: DemoSignIn[];
  password: string;
  /** True when no SEED_PASSWORD was set and the password was made up for this start. */
  isPasswordGenerated: boolean;
}

/**
 * Seeds the demo (two accounts with owners, a support user, locations, tags) when the
 * database has no account and no user yet, so a restart never seeds twice. Returns what it
 * seeded, or null when the database was not empty.
 */
export async function seedDemoIfEmpty(
  db: Database,
  config: Pick<Config, 'seedPassword'>,
): Promise<DemoSeed | null> {
  const password = config.seedPassword ?? randomBytes(12).toString('base64url');
  const isSeeded = await db.transaction(async (tx) => {
    await lockSeeding(tx);
    const [anyAccount] = await tx.select({ id: accounts.id }).from(accounts).limit(1);
    const [anyUser] = await tx.select({ id: users.id }).from(users).limit(1);
    if (anyAccount || anyUser) return false;
    const passwordHash = await hashPassword(password);
    for (const account of demoAccounts) await insertDemoAccount(tx, account, passwordHash);
    await insertSupportUser(tx, passwordHash);
    return true;
  });
  if (!isSeeded) return null;
  return {
    signIns: [
      ...demoAccounts.map((account) => ({
        email: account.owner.email,
        app: 'customer app' as const,
        accountName: account.name,
      })),
      { email: demoSupportUser.email, app: 'support console' },
    ],
    password,
    isPasswordGenerated: config.seedPassword === undefined,
  };
}
