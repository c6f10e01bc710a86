import type { BroadcastListItem, CallQuery, listBroadcasts } from '@marquee/contracts';
import { scheduleStatusOf, toLocalMs, type Period } from '@marquee/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { broadcasts, schedulePeriods, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { listPage } from '../../platform/db/list-page';
import { sortKey } from '../../platform/db/list-sort';
import type { Tenant } from '../../platform/http/define-route';
import { groupBy, periodColumns } from '../screen-gateway/manifest-parts';
import { screensReachedBy } from './broadcast-screens';

export type BroadcastListQuery = CallQuery<typeof listBroadcasts>;

const sortKeys = { Name: sortKey(broadcasts.name), Modified: sortKey(broadcasts.modifiedAt) };

// Periods are local date-times; broadcasts reach many zones, so "now" is read on UTC as the
// period-status call does.
const nowUtc = sql`(now() at time zone 'utc')`;
const periodsOf = (extra: SQL) =>
  sql`exists (select 1 from ${schedulePeriods} where ${schedulePeriods.broadcastId} = ${broadcasts.id} and ${extra})`;
const isAlways = sql`(not ${periodsOf(sql`true`)} or ${periodsOf(
  sql`${schedulePeriods.startDateTime} is null and ${schedulePeriods.endDateTime} is null`,
)})`;
const isActive = periodsOf(
  sql`coalesce(${schedulePeriods.startDateTime} <= ${nowUtc}, true) and coalesce(${nowUtc} < ${schedulePeriods.endDateTime} + interval '1 second', true)`,
);
const isUpcoming = periodsOf(sql`${schedulePeriods.startDateTime} > ${nowUtc}`);

/** The tab's condition, the same reading of the periods as `scheduleStatusOf`. */
function tabCondition(tab: BroadcastListQuery['Tab'], userCode: string): SQL | undefined {
  switch (tab) {
    case 'mine':
      return inArray(
        broadcasts.modifiedByUserId,
        sql`(select ${users.id} from ${users} where ${users.userCode} = ${userCode})`,
      );
    case 'active':
      return sql`(not ${isAlways} and ${isActive})`;
    case 'upcoming':
      return sql`(not ${isAlways} and not ${isActive} and ${isUpcoming})`;
    case 'expired':
      return sql`(not ${isAlways} and not ${isActive} and not ${isUpcoming})`;
    default:
      return undefined;
  }
}

/** A page of the account's broadcasts with their periods, status and screens reached. */
export async function listBroadcastPage(
  db: Database,
  tenant: Tenant,
  userCode: string,
  query: BroadcastListQuery,
) {
  const { rows, ...page } = await listPage(db, {
    table: broadcasts,
    columns: {
      id: broadcasts.id,
      broadcastCode: broadcasts.broadcastCode,
      broadcastName: broadcasts.name,
      broadcastType: broadcasts.broadcastType,
      status: broadcasts.status,
      modifiedAt: broadcasts.modifiedAt,
    },
    key: broadcasts.id,
    where: and(eq(broadcasts.accountId, tenant.accountId), tabCondition(query.Tab, userCode)),
    search: { text: query.SearchText, in: broadcasts.name },
    sortKeys,
    orderBy: query.OrderBy,
    order: query.Order,
    page: query,
  });
  const ids = rows.map((row) => row.id);
  const periods = ids.length
    ? await db
        .select({
          ownerId: schedulePeriods.broadcastId,
          periodCode: schedulePeriods.periodCode,
          ...periodColumns,
        })
        .from(schedulePeriods)
        .where(inArray(schedulePeriods.broadcastId, ids))
    : [];
  const periodsByBroadcast = groupBy(periods, (period) => period.ownerId ?? '');
  const reached = await Promise.all(ids.map((id) => screensReachedBy(db, tenant, id)));
  const now = toLocalMs(Date.now(), 'UTC');
  const items: BroadcastListItem[] = rows.map((row, index) => {
    const own = (periodsByBroadcast.get(row.id) ?? []).map(({ ownerId: _owner, ...p }) => p);
    return {
      broadcastCode: row.broadcastCode,
      broadcastName: row.broadcastName,
      broadcastType: row.broadcastType,
      status: row.status,
      scheduleStatus: scheduleStatusOf(own as Period[], now),
      periods: own,
      numScreens: reached[index]?.length ?? 0,
      modifiedDateTime: row.modifiedAt.toISOString(),
    };
  });
  return { Broadcasts: items, ...page };
}
