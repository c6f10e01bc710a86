import { and, count, inArray, sql } from 'drizzle-orm';
import { players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Actor } from './actor';

/** Counts how many of these screens lie outside a scope, in the transaction it is given. */
export type OutsideCounter = (db: Database, playerIds: readonly string[]) => Promise<number>;

/**
 * Counts the screens outside the actor's scope: what a write that reaches them (and tells them)
 * may not do for someone who cannot see them; none for a caller no filter limits. The scope is
 * read here, before the write's transaction, which cannot wait on a read beside it.
 */
export async function playersOutsideScope(actor: Actor): Promise<OutsideCounter> {
  if (!(await actor.roleFilters())) return () => Promise.resolve(0);
  const scope = await actor.players();
  return async (db, playerIds) => {
    if (!playerIds.length) return 0;
    const [row] = await db
      .select({ outside: count() })
      .from(players)
      .where(and(inArray(players.id, [...playerIds]), sql`(${scope}) is not true`));
    return row?.outside ?? 0;
  };
}
