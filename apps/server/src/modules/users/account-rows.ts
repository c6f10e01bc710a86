import { eq } from 'drizzle-orm';
import { accounts, userRoles, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { insertUserRow } from '../identity';
import { createBuiltInRoles } from '../roles';
import { ensureQrCodeTemplates } from '../sign-templates';

/**
 * A new account with its built-in roles, its own QR code template and its owner, an
 * administrator who holds the Administrator role; call it inside a transaction.
 */
export async function createAccountWithOwner(
  tx: Database,
  account: Pick<typeof accounts.$inferInsert, 'name' | 'businessType' | 'languageCode'>,
  owner: Pick<typeof users.$inferInsert, 'email' | 'firstName' | 'lastName' | 'languageCode'>,
) {
  const [created] = await tx.insert(accounts).values(account).returning();
  if (!created) throw new Error('Creating an account returned no row');
  const roleIds = await createBuiltInRoles(tx, created.id);
  await ensureQrCodeTemplates(tx, created.id);
  const [user] = await insertUserRow(tx, {
    ...owner,
    accountId: created.id,
    isAdmin: true,
  }).returning({ id: users.id });
  if (!user) throw new Error('Creating an owner returned no row');
  await tx.insert(userRoles).values({ userId: user.id, roleId: roleIds.Administrator });
  await tx.update(accounts).set({ ownerUserId: user.id }).where(eq(accounts.id, created.id));
  return { account: created, ownerId: user.id };
}

/** Deletes an account and, through its foreign keys, all its data. */
export async function deleteAccountWithData(tx: Database, accountId: string): Promise<void> {
  await tx.delete(accounts).where(eq(accounts.id, accountId));
}
