import type { Period } from '@marquee/domain';
import type { SQL } from 'drizzle-orm';
import {
  broadcastGroupLayers,
  broadcastGroupPlayers,
  broadcastGroups,
  broadcastMedia,
  broadcasts,
  schedulePeriods,
} from '../db/schema';
import { newCode } from '../db/codes';
import type { Database } from '../platform/db/database';
import { playsUntilOf } from '../modules/content';
import { createUser } from './factories';

type PeriodValues = Omit<typeof schedulePeriods.$inferInsert, 'accountId'>;

/** The period that stored values describe, as the schedule reads it. */
const periodOfValues = (p: PeriodValues): Period => {
  const text = (date: Date | SQL | null | undefined) =>
    date instanceof Date ? date.toISOString().slice(0, 19) : null;
  return {
    startDateTime: text(p.startDateTime),
    endDateTime: text(p.endDateTime),
    dayOfWeeks: p.dayOfWeeks ?? 127,
    weekdayStartTime: typeof p.weekdayStartTime === 'string' ? p.weekdayStartTime : null,
    weekdayEndTime: typeof p.weekdayEndTime === 'string' ? p.weekdayEndTime : null,
  };
};

export interface GroupValues {
  condition?: unknown;
  playerIds?: string[];
  formatLayerIds: string[];
  mediaIds: string[];
}

/**
 * A broadcast of the account with its periods and groups, each group's media in order, saved
 * last by `savedBy` (by default a new administrator of the account, whose conditions reach every
 * screen of it).
 */
export async function createBroadcast(
  db: Database,
  accountId: string,
  values: {
    status?: 'Draft' | 'Confirmed';
    isTakeover?: boolean;
    periods?: PeriodValues[];
    groups: GroupValues[];
    savedBy?: string | null;
  },
) {
  const savedBy =
    values.savedBy === undefined
      ? (await createUser(db, { accountId, isAdmin: true })).id
      : values.savedBy;
  const [broadcast] = await db
    .insert(broadcasts)
    .values({
      accountId,
      name: `Broadcast ${newCode()}`,
      status: values.status ?? 'Confirmed',
      isTakeover: values.isTakeover ?? false,
      createdByUserId: savedBy,
      modifiedByUserId: savedBy,
    })
    .returning();
  if (!broadcast) throw new Error('Creating a broadcast returned no row');
  if (values.periods?.length) {
    await db.insert(schedulePeriods).values(
      values.periods.map((p) => ({
        ...p,
        accountId,
        broadcastId: broadcast.id,
        playsUntil: p.playsUntil ?? playsUntilOf(periodOfValues(p)),
      })),
    );
  }
  const groups = [];
  for (const [index, group] of values.groups.entries()) {
    const [row] = await db
      .insert(broadcastGroups)
      .values({
        accountId,
        broadcastId: broadcast.id,
        groupKey: `group-${index}`,
        name: `Group ${index + 1}`,
        orderN: index,
        filter: group.condition === undefined ? null : { condition: group.condition },
      })
      .returning();
    if (!row) throw new Error('Creating a broadcast group returned no row');
    if (group.playerIds?.length) {
      await db
        .insert(broadcastGroupPlayers)
        .values(group.playerIds.map((playerId) => ({ groupId: row.id, playerId })));
    }
    await db
      .insert(broadcastGroupLayers)
      .values(group.formatLayerIds.map((formatLayerId) => ({ groupId: row.id, formatLayerId })));
    const rows = group.mediaIds.length
      ? await db
          .insert(broadcastMedia)
          .values(
            group.mediaIds.map((mediaId, orderN) => ({
              accountId,
              groupId: row.id,
              mediaId,
              orderN: orderN + 1,
            })),
          )
          .returning()
      : [];
    groups.push({ group: row, rows });
  }
  return { broadcast, groups };
}
