import { sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { isAnyId } from '../../platform/db/id-array';

/** The names the broadcast list and editor show for these users: first and last, else e-mail. */
export async function userNamesOf(
  db: Database,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id) => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({
      id: users.id,
      name: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
    })
    .from(users)
    .where(isAnyId(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A user's name by id, or null for none or one that is gone. */
export const nameOf = (names: ReadonlyMap<string, string>, id: string | null) =>
  (id !== null && names.get(id)) || null;
