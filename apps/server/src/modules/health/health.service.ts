import { sql } from 'drizzle-orm';
import type { DatabaseState } from '../../platform/db/database-state';

/** True when the database is open and answers a trivial query. */
export async function isDatabaseUp(database: DatabaseState): Promise<boolean> {
  if (database.status !== 'up') return false;
  try {
    await database.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
