import type { CallQuery, listAccountTriggers as call } from '@marquee/contracts';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { triggers } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { listPage } from '../../platform/db/list-page';
import { sortKey } from '../../platform/db/list-sort';
import type { Actor } from '../scope';
import { accountTriggerViews } from './account-trigger-view';

const sortKeys = {
  Name: sortKey(sql`lower(${triggers.name})`, 'text'),
  TriggerGroup: [sortKey(triggers.triggerGroup), sortKey(sql`lower(${triggers.name})`, 'text')],
};

/** A page of the account's triggers, of one group or all, with their account settings. */
export async function listAccountTriggers(
  db: Database,
  actor: Actor,
  query: CallQuery<typeof call>,
) {
  const { TriggerGroup, SearchText, OrderBy, Order, ...page } = query;
  const found = await listPage(db, {
    table: triggers,
    columns: getTableColumns(triggers),
    key: triggers.id,
    where: and(
      eq(triggers.accountId, actor.accountId),
      TriggerGroup ? eq(triggers.triggerGroup, TriggerGroup) : undefined,
    ),
    search: { text: SearchText, in: triggers.name },
    sortKeys,
    orderBy: OrderBy,
    order: Order,
    page,
  });
  return {
    accountTriggers: await accountTriggerViews(db, actor, found.rows),
    hasMore: found.hasMore,
    continuationToken: found.continuationToken,
  };
}
