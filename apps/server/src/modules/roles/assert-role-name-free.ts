import { and, eq, ne, sql } from 'drizzle-orm';
import { roles } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Conflict } from '../../platform/errors';
import type { Actor } from '../scope';
import { rolesOfAccount } from './find-role';

/** 409 when another role of the account (than `exceptId`) has this name, in any case. */
export async function assertRoleNameFree(
  db: Database,
  actor: Actor,
  name: string,
  exceptId?: string,
) {
  const [taken] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        rolesOfAccount(actor),
        eq(sql`lower(${roles.name})`, name.toLowerCase()),
        exceptId ? ne(roles.id, exceptId) : undefined,
      ),
    );
  if (taken) throw new Conflict('Name: another role already has this name');
}
