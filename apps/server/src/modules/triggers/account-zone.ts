import { count, desc, eq } from 'drizzle-orm';
import { locations } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/**
 * The zone an account's own level is read in: an account keeps no zone of its own, so the one
 * most of its locations use (UTC without any).
 */
export async function accountZone(db: Database, accountId: string): Promise<string> {
  const [row] = await db
    .select({ zone: locations.timeZoneId })
    .from(locations)
    .where(eq(locations.accountId, accountId))
    .groupBy(locations.timeZoneId)
    .orderBy(desc(count()), locations.timeZoneId)
    .limit(1);
  return row?.zone ?? 'UTC';
}
