import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from './database';

/**
 * Counts the rows of a condition but stops reading at `limit`, for answers that must carry a
 * TotalCount: `isExact` is false when there are more, and `count` is then `limit`.
 */
export async function countUpTo(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  limit: number,
): Promise<{ count: number; isExact: boolean }> {
  const [row] = await queryRows<{ count: number | string }>(
    db,
    sql`select count(*)::int as count from (select 1 from ${table} ${where ? sql`where ${where}` : sql``} limit ${limit + 1}) as capped`,
  );
  const counted = Number(row?.count ?? 0);
  return { count: Math.min(counted, limit), isExact: counted <= limit };
}
