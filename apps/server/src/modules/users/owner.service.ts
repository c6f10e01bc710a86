import { and, eq, sql } from 'drizzle-orm';
import { accounts, roles, userRoles, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Conflict, Forbidden } from '../../platform/errors';
import type { Actor } from '../scope';
import { recordSaversScopeChange } from '../content';
import { makeAdministrator } from '../identity';
import { findAccountUser } from './find-account-user';

type UserRow = typeof users.$inferSelect;
const ownerView = (user: UserRow) => ({
  userId: user.userCode,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
});

export async function getOwner(db: Database, actor: Actor) {
  const [row] = await db
    .select({ owner: users })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.ownerUserId))
    .where(eq(accounts.id, actor.accountId));
  return row ? ownerView(row.owner) : null;
}

/**
 * Hands ownership to another active user of the account. Only the owner (or support acting in
 * the account) may; the new owner becomes an administrator and the previous one stays one.
 */
export async function modifyOwner(
  db: Database,
  actor: Actor,
  input: { FromUserId: string; ToUserId: string },
) {
  const from = await findAccountUser(db, actor, input.FromUserId, 'FromUserId');
  const to = await findAccountUser(db, actor, input.ToUserId, 'ToUserId');
  const [account] = await db.select().from(accounts).where(eq(accounts.id, actor.accountId));
  if (account?.ownerUserId !== from.id)
    throw new Conflict('FromUserId: this user is not the owner');
  if (!actor.isSupportAccess && actor.userCode !== from.userCode) {
    throw new Forbidden('Only the owner can hand over ownership');
  }
  if (!to.isActive || !to.passwordHash)
    throw new Conflict('ToUserId: this user cannot sign in yet');
  const [administrator] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.accountId, actor.accountId),
        eq(roles.isBuiltin, true),
        eq(roles.name, 'Administrator'),
      ),
    );
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ ownerUserId: to.id }).where(eq(accounts.id, actor.accountId));
    await makeAdministrator(tx, to.id);
    if (administrator) {
      await tx
        .insert(userRoles)
        .values([from.id, to.id].map((userId) => ({ userId, roleId: administrator.id })))
        .onConflictDoNothing();
    }
    // The new owner sees every screen now, and so do the conditions of the broadcasts they saved.
    await recordSaversScopeChange(tx, actor.accountId, sql`${to.id}::uuid`);
  });
  return ownerView(to);
}
