import { readCondition, type FilterCondition } from '@marquee/domain';
import { and, eq } from 'drizzle-orm';
import { savedFilters } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Tenant } from '../../platform/http/define-route';
import { NotFound } from '../../platform/errors';

/** The condition of one of the account's saved player filters (null: every screen); 404 else. */
export async function playerFilterCondition(
  db: Database,
  tenant: Tenant,
  filterCode: string,
): Promise<FilterCondition | null> {
  const [filter] = await db
    .select({ condition: savedFilters.condition })
    .from(savedFilters)
    .where(
      and(
        eq(savedFilters.accountId, tenant.accountId),
        eq(savedFilters.kind, 'Player'),
        eq(savedFilters.filterCode, filterCode),
      ),
    );
  if (!filter) throw new NotFound('FilterCode: no such filter');
  const read = readCondition(filter.condition);
  return 'condition' in read ? read.condition : null;
}
