import { eq, sql } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Conflict } from '../../platform/errors';
import type { Actor } from '../scope';
import { recordSaversScopeChange } from '../content';
import { deleteUserRow } from '../identity';
import { assertMayChangeUser } from '../roles';
import { findAccountUser } from './find-account-user';

/**
 * Removes a user of the account; the owner stays until ownership is handed over, and a user
 * with rights the caller lacks stays too. Screens their broadcasts reached by condition are told.
 */
export async function deleteUser(db: Database, actor: Actor, userCode: string) {
  const user = await findAccountUser(db, actor, userCode, 'id');
  const [account] = await db
    .select({ ownerUserId: accounts.ownerUserId })
    .from(accounts)
    .where(eq(accounts.id, actor.accountId));
  if (account?.ownerUserId === user.id)
    throw new Conflict('The owner cannot be removed; hand over ownership first');
  await assertMayChangeUser(db, actor, user);
  await db.transaction(async (tx) => {
    // The user's broadcasts reach by condition no screen once they are gone.
    await recordSaversScopeChange(tx, actor.accountId, sql`${user.id}::uuid`);
    await deleteUserRow(tx, user.id);
  });
}
