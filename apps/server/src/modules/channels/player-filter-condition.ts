import { readCondition, type FilterCondition } from '@marquee/domain';
import { and, eq } from 'drizzle-orm';
import { savedFilters } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import type { Actor } from '../scope';

/** The condition of one of the account's saved player filters (null: every screen); 404 else. */
export async function playerFilterCondition(
  db: Database,
  actor: Actor,
  filterCode: string,
): Promise<FilterCondition | null> {
  const [filter] = await db
    .select({ condition: savedFilters.condition })
    .from(savedFilters)
    .where(
      and(
        eq(savedFilters.accountId, actor.accountId),
        eq(savedFilters.kind, 'Player'),
        eq(savedFilters.filterCode, filterCode),
      ),
    );
  if (!filter) throw new NotFound('FilterCode: no such filter');
  const read = readCondition(filter.condition);
  return 'condition' in read ? read.condition : null;
}
