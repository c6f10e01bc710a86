import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import type { Actor } from '../scope';

/** A user of the actor's account by code; another account's user is simply not found. */
export async function findAccountUser(
  db: Database,
  actor: Actor,
  userCode: string,
  field = 'UserId',
) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.accountId, actor.accountId), eq(users.userCode, userCode)));
  if (!user) throw new NotFound(`${field}: no such user in this account`);
  return user;
}
