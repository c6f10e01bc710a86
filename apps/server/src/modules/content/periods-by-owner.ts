import { asc } from 'drizzle-orm';
import { schedulePeriods } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { isAnyId } from '../../platform/db/id-array';
import { periodColumns, type Period } from './manifest-parts';

/** A period with its code, which editors and lists show and the schedule leaves out. */
export type CodedPeriod = Period & { periodCode: string };

/**
 * The periods of these broadcasts or broadcast rows, by owner, in code order: one query
 * however many owners.
 */
export async function periodsByOwner(
  db: Database,
  owner: typeof schedulePeriods.broadcastId | typeof schedulePeriods.broadcastMediaId,
  ids: readonly string[],
): Promise<Map<string, CodedPeriod[]>> {
  const byOwner = new Map<string, CodedPeriod[]>();
  if (ids.length === 0) return byOwner;
  const rows = await db
    .select({ ownerId: owner, periodCode: schedulePeriods.periodCode, ...periodColumns })
    .from(schedulePeriods)
    .where(isAnyId(owner, ids))
    .orderBy(asc(schedulePeriods.periodCode));
  for (const { ownerId, ...period } of rows) {
    if (ownerId === null) continue;
    const periods = byOwner.get(ownerId);
    if (periods) periods.push(period);
    else byOwner.set(ownerId, [period]);
  }
  return byOwner;
}
