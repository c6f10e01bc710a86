import type { BroadcastListItem, CallQuery, listBroadcasts } from '@marquee/contracts';
import {
  broadcastPlayStatusOf,
  scheduleStatusOf,
  toLocalMs,
  type ScheduleTab,
} from '@marquee/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { broadcasts, schedulePeriods, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { listPage } from '../../platform/db/list-page';
import { sortKey } from '../../platform/db/list-sort';
import type { Actor } from '../scope';
import { periodsByOwner, screensReachedBy } from '../content';
import { nameOf, userNamesOf } from './user-names';

export type BroadcastListQuery = CallQuery<typeof listBroadcasts>;

const sortKeys = { Name: sortKey(broadcasts.name), Modified: sortKey(broadcasts.modifiedAt) };

// The tabs and the schedule status say where the dates stand, which is read on UTC as the
// period-status call does; whether it plays now is read in each reached screen's zone.
const nowLocal = () => toLocalMs(Date.now(), 'UTC');

/**
 * The broadcasts in a schedule tab, read in SQL from each period's stored playing span exactly
 * as `scheduleTabOfSpans` reads it: Active when a span holds the time (or there are no
 * periods), Upcoming when one ends later, else Expired.
 */
function broadcastsInTab(tab: ScheduleTab, localMs: number): SQL {
  const now = new Date(localMs).toISOString().slice(0, 23);
  const periods = (holds: SQL) =>
    sql`exists (select 1 from ${schedulePeriods} sp where sp.broadcast_id = ${broadcasts.id} and ${holds})`;
  const anyPeriod = periods(sql`true`);
  const holdsNow = periods(
    sql`(sp.start_date_time is null or sp.start_date_time <= ${now}::timestamp) and ${now}::timestamp < sp.plays_until`,
  );
  const endsLater = periods(sql`${now}::timestamp < sp.plays_until`);
  switch (tab) {
    case 'active':
      return sql`(not ${anyPeriod} or ${holdsNow})`;
    case 'upcoming':
      return sql`(${endsLater} and not ${holdsNow})`;
    case 'expired':
      return sql`(${anyPeriod} and not ${endsLater})`;
  }
}

function tabCondition(tab: BroadcastListQuery['Tab'], userCode: string): SQL | undefined {
  switch (tab) {
    case 'mine':
      return inArray(
        broadcasts.modifiedByUserId,
        sql`(select ${users.id} from ${users} where ${users.userCode} = ${userCode})`,
      );
    case 'active':
    case 'upcoming':
    case 'expired':
      return broadcastsInTab(tab, nowLocal());
    default:
      return undefined;
  }
}

/**
 * A page of the account's broadcasts with their periods, status and the screens they reach within
 * the actor's scope (those outside it are not counted, nor is whether it plays on them now).
 */
export async function listBroadcastPage(db: Database, actor: Actor, query: BroadcastListQuery) {
  const { rows, ...page } = await listPage(db, {
    table: broadcasts,
    columns: {
      id: broadcasts.id,
      broadcastCode: broadcasts.broadcastCode,
      broadcastName: broadcasts.name,
      broadcastType: broadcasts.broadcastType,
      status: broadcasts.status,
      category: broadcasts.category,
      createdByUserId: broadcasts.createdByUserId,
      modifiedAt: broadcasts.modifiedAt,
    },
    key: broadcasts.id,
    where: and(
      eq(broadcasts.accountId, actor.accountId),
      eq(broadcasts.isInteractive, query.IsInteractive),
      tabCondition(query.Tab, actor.userCode),
    ),
    search: { text: query.SearchText, in: broadcasts.name },
    sortKeys,
    orderBy: query.OrderBy,
    order: query.Order,
    page: query,
  });
  const ids = rows.map((row) => row.id);
  const periodsByBroadcast = await periodsByOwner(db, schedulePeriods.broadcastId, ids);
  const [reachedBy, userNames] = await Promise.all([
    actor.players().then((scope) => screensReachedBy(db, scope, ids)),
    userNamesOf(
      db,
      rows.map((row) => row.createdByUserId),
    ),
  ]);
  const instant = Date.now();
  const now = toLocalMs(instant, 'UTC');
  const items: BroadcastListItem[] = rows.map((row) => {
    const own = periodsByBroadcast.get(row.id) ?? [];
    const reached = reachedBy.get(row.id) ?? { count: 0, zones: [] };
    return {
      broadcastCode: row.broadcastCode,
      broadcastName: row.broadcastName,
      broadcastType: row.broadcastType,
      status: row.status,
      scheduleStatus: scheduleStatusOf(own, now),
      playStatus: broadcastPlayStatusOf(
        { status: row.status, periods: own },
        reached.zones,
        instant,
      ),
      periods: own,
      numScreens: reached.count,
      category: row.category,
      createdBy: nameOf(userNames, row.createdByUserId),
      modifiedDateTime: row.modifiedAt.toISOString(),
    };
  });
  return { Broadcasts: items, ...page };
}
