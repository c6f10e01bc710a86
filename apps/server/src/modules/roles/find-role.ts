import { and, eq } from 'drizzle-orm';
import { roles } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import type { Actor } from '../scope';

/** The customer roles of the actor's account, as a condition over `roles`. */
export const rolesOfAccount = (actor: Actor) =>
  and(eq(roles.accountId, actor.accountId), eq(roles.application, 'SignagePlayer'));

/** A role of the actor's account; 404 for anything else. */
export async function findRole(db: Database, actor: Actor, roleCode: string) {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(rolesOfAccount(actor), eq(roles.roleCode, roleCode)));
  if (!role) throw new NotFound('No such role');
  return role;
}
