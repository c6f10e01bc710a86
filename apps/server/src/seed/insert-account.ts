import type { Database } from '../platform/db/database';
import { eq } from 'drizzle-orm';
import { insertItems } from '../modules/items';
import { createBuiltInRoles } from '../modules/roles';
import { ensureQrCodeTemplates } from '../modules/sign-templates';
import { accounts, locations, tags, userRoles, users } from '../db/schema';
import type { demoAccounts } from './demo-data';

type DemoAccount = (typeof demoAccounts)[number];

/** One demo account with its owner (an Administrator), locations, tags, items and its templates. */
export async function insertDemoAccount(
  db: Database,
  account: DemoAccount,
  passwordHash: string,
): Promise<void> {
  const [row] = await db
    .insert(accounts)
    .values({
      accountCode: account.accountCode,
      name: account.name,
      businessType: account.businessType,
    })
    .returning({ id: accounts.id });
  if (!row) throw new Error(`Seeding account ${account.name} returned no row`);
  const accountId = row.id;
  const { Administrator: administratorRoleId } = await createBuiltInRoles(db, accountId);
  await ensureQrCodeTemplates(db, accountId);
  const [owner] = await db
    .insert(users)
    .values({
      ...account.owner,
      accountId,
      userType: 'Customer',
      passwordHash,
      isAdmin: true,
      emailConfirmedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!owner) throw new Error(`Seeding the owner of ${account.name} returned no row`);
  await db.insert(userRoles).values({ userId: owner.id, roleId: administratorRoleId });
  await db.update(accounts).set({ ownerUserId: owner.id }).where(eq(accounts.id, accountId));
  await db
    .insert(locations)
    .values(account.locations.map((location) => ({ ...location, accountId })));
  await db.insert(tags).values(account.tags.map((tag) => ({ ...tag, accountId })));
  await insertItems(db, accountId, account.items);
}
