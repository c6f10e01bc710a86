import type { CallBody, Client, createAccount as createAccountCall } from '@marquee/contracts';
import { eq, sql } from 'drizzle-orm';
import { accounts, userRoles, users } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { Conflict, Forbidden } from '../../../platform/errors';
import { recordAudit } from '../../audit';
import { sendPasswordLink, type mailContext } from '../../identity';
import { createBuiltInRoles } from '../../roles';
import type { SupportActor } from '../roles';

export type NewAccount = CallBody<typeof createAccountCall>;

/**
 * Creates an account with its built-in roles and its owner, an administrator invited by mail
 * to choose a password. Only a support user who reaches every client may: anyone else could
 * not see the account they made.
 */
export async function createAccount(
  db: Database,
  actor: SupportActor,
  mail: Awaited<ReturnType<typeof mailContext>>,
  input: NewAccount,
  ipAddress: string,
): Promise<Client> {
  if (!(await actor.clients()).isEveryClient) {
    throw new Forbidden('Creating accounts needs a support role that reaches every client');
  }
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.OwnerEmail));
  if (taken) throw new Conflict('OwnerEmail: a user with this address already exists');
  const { account, ownerId } = await db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({
        name: input.AccountName,
        businessType: input.BusinessType ?? null,
        languageCode: input.LanguageCode,
      })
      .returning();
    if (!account) throw new Error('Creating an account returned no row');
    const roleIds = await createBuiltInRoles(tx, account.id);
    const [owner] = await tx
      .insert(users)
      .values({
        accountId: account.id,
        email: input.OwnerEmail,
        firstName: input.OwnerFirstName,
        lastName: input.OwnerLastName,
        languageCode: input.LanguageCode,
        isAdmin: true,
      })
      .returning({ id: users.id });
    if (!owner) throw new Error('Creating an owner returned no row');
    await tx.insert(userRoles).values({ userId: owner.id, roleId: roleIds.Administrator });
    await tx.update(accounts).set({ ownerUserId: owner.id }).where(eq(accounts.id, account.id));
    return { account, ownerId: owner.id };
  });
  await recordAudit(db, {
    actorUserId: actor.userId,
    accountId: account.id,
    action: 'createAccount',
    ipAddress,
  });
  await sendPasswordLink({ db, ...mail }, ownerId);
  return {
    clientCode: account.accountCode,
    clientName: account.name,
    businessType: account.businessType,
    isActive: account.isActive,
  };
}
