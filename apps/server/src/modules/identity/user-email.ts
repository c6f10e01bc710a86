import { and, eq, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/** The users with this address: addresses compare case-insensitively, as the unique index does. */
export const hasEmail = (email: string) =>
  eq(sql`lower(${users.email})`, email.trim().toLowerCase());

/** Whether a user (other than `exceptUserId`) has this address. */
export async function isEmailTaken(
  db: Database,
  email: string,
  exceptUserId?: string,
): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(hasEmail(email), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return taken !== undefined;
}
