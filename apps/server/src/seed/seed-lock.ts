import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database';

/** Serialises seeding when several servers start on one empty PostgreSQL database. */
const seedLockKey = 72_616_002;

/** Holds the seeding lock until the transaction `tx` ends. */
export async function lockSeeding(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
}
