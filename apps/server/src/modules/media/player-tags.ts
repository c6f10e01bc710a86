import { and, eq, inArray, sql } from 'drizzle-orm';
import { tags } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';

/**
 * The ids of the account's player tags with these names, making the ones it lacks; names match
 * whatever their case, as the unique index does.
 */
export async function ensurePlayerTags(
  db: Database,
  actor: Actor,
  names: readonly string[],
): Promise<string[]> {
  const byKey = new Map<string, string>();
  for (const name of names) if (!byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  const unique = [...byKey.values()];
  if (!unique.length) return [];
  await db
    .insert(tags)
    .values(
      unique.map((name) => ({ accountId: actor.accountId, name, tagType: 'player' as const })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        eq(tags.accountId, actor.accountId),
        eq(tags.tagType, 'player'),
        inArray(
          sql`lower(${tags.name})`,
          unique.map((name) => name.toLowerCase()),
        ),
      ),
    );
  return rows.map((row) => row.id);
}
