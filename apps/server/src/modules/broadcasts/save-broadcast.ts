import type { BroadcastInput } from '@marquee/contracts';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { newCode } from '../../db/codes';
import {
  broadcastGroupLayers,
  broadcastGroupPlayers,
  broadcastGroups,
  broadcastMedia,
  broadcasts,
  formatLayers,
  media,
  playerFormats,
  players,
  schedulePeriods,
} from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Tenant } from '../../platform/http/define-route';
import { NotFound, PreconditionFailed } from '../../platform/errors';
import { contentChanged } from '../screen-gateway';
import { screensReachedBy } from './broadcast-screens';
import { versionOf, type BroadcastRow } from './read-broadcast';

type BroadcastPeriodInput = BroadcastInput['schedule']['periods'][number];

/** `HH:MM:SS` to milliseconds. */
const durationMs = (text: string) => {
  const [h = 0, m = 0, s = 0] = text.split(':').map(Number);
  return ((h * 60 + m) * 60 + s) * 1000;
};

/** A period's columns; local date-times are stored as written (a timestamp without zone). */
const periodValues = (period: BroadcastPeriodInput) => ({
  startDateTime: period.startDateTime ? new Date(`${period.startDateTime}Z`) : null,
  endDateTime: period.endDateTime ? new Date(`${period.endDateTime}Z`) : null,
  dayOfWeeks: period.dayOfWeeks,
  weekdayStartTime: period.weekdayStartTime,
  weekdayEndTime: period.weekdayEndTime,
});

/** The ids of codes the tenant may use, or 404 naming the first one it may not. */
async function idsOf(
  codes: readonly string[],
  what: string,
  load: (codes: string[]) => Promise<{ id: string; code: string }[]>,
): Promise<Map<string, string>> {
  const unique = [...new Set(codes)];
  const found = new Map(
    (unique.length ? await load(unique) : []).map((row) => [row.code, row.id] as const),
  );
  const missing = unique.find((code) => !found.has(code));
  if (missing) throw new NotFound(`${what} not found: ${missing}`);
  return found;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Codes the editor sent back keep naming their rows, when they were this broadcast's. */
async function previousCodes(tx: Transaction, broadcastId: string) {
  const groups = await tx
    .select({ id: broadcastGroups.id, code: broadcastGroups.groupCode })
    .from(broadcastGroups)
    .where(eq(broadcastGroups.broadcastId, broadcastId));
  const rows = groups.length
    ? await tx
        .select({ code: broadcastMedia.broadcastMediaCode })
        .from(broadcastMedia)
        .where(
          inArray(
            broadcastMedia.groupId,
            groups.map((g) => g.id),
          ),
        )
    : [];
  return { groups: new Set(groups.map((g) => g.code)), rows: new Set(rows.map((r) => r.code)) };
}

/** Writes the groups, their layers, fixed lists, media rows and periods. */
async function writeContent(
  tx: Transaction,
  tenant: Tenant,
  broadcastId: string,
  input: BroadcastInput,
  kept: { groups: Set<string>; rows: Set<string> },
) {
  const { accountId } = tenant;
  const groups = input.groups;
  const layerIds = await idsOf(
    groups.flatMap((g) => g.layers),
    'layer',
    (codes) =>
      tx
        .select({ id: formatLayers.id, code: formatLayers.layerCode })
        .from(formatLayers)
        .innerJoin(playerFormats, eq(playerFormats.id, formatLayers.playerFormatId))
        .where(
          and(
            inArray(formatLayers.layerCode, codes),
            or(eq(playerFormats.accountId, accountId), isNull(playerFormats.accountId)),
          ),
        ),
  );
  const mediaIds = await idsOf(
    groups.flatMap((g) => g.media.map((m) => m.mediaCode)),
    'media',
    (codes) =>
      tx
        .select({ id: media.id, code: media.mediaCode })
        .from(media)
        .where(and(eq(media.accountId, accountId), inArray(media.mediaCode, codes))),
  );
  const playerIds = await idsOf(
    groups.flatMap((g) => g.filter.fixedPlayerList),
    'player',
    (codes) =>
      tx
        .select({ id: players.id, code: players.playerCode })
        .from(players)
        .where(and(eq(players.accountId, accountId), inArray(players.playerCode, codes))),
  );
  if (input.schedule.periods.length) {
    await tx
      .insert(schedulePeriods)
      .values(input.schedule.periods.map((p) => ({ ...periodValues(p), accountId, broadcastId })));
  }
  for (const [orderN, group] of groups.entries()) {
    const [row] = await tx
      .insert(broadcastGroups)
      .values({
        accountId,
        broadcastId,
        groupCode: group.code && kept.groups.has(group.code) ? group.code : newCode(),
        groupKey: group.key,
        name: group.name,
        orderN,
        filter: { condition: group.filter.condition },
      })
      .returning({ id: broadcastGroups.id });
    const groupId = row?.id as string;
    await tx.insert(broadcastGroupLayers).values(
      [...new Set(group.layers)].map((code) => ({
        groupId,
        formatLayerId: layerIds.get(code) as string,
      })),
    );
    const fixed = [...new Set(group.filter.fixedPlayerList)];
    if (fixed.length) {
      await tx
        .insert(broadcastGroupPlayers)
        .values(fixed.map((code) => ({ groupId, playerId: playerIds.get(code) as string })));
    }
    for (const item of group.media) {
      const code = item.broadcastMediaCode;
      const [mediaRow] = await tx
        .insert(broadcastMedia)
        .values({
          accountId,
          groupId,
          broadcastMediaCode: code && kept.rows.has(code) ? code : newCode(),
          mediaId: mediaIds.get(item.mediaCode) as string,
          orderN: item.orderN,
          durationMs: durationMs(item.duration),
          status: item.status,
        })
        .returning({ id: broadcastMedia.id });
      if (item.periods.length) {
        await tx.insert(schedulePeriods).values(
          item.periods.map((p) => ({
            ...periodValues(p),
            accountId,
            broadcastMediaId: mediaRow?.id as string,
          })),
        );
      }
    }
  }
}

const rowValues = (input: BroadcastInput) => ({
  name: input.broadcastName,
  broadcastType: input.broadcastType,
  isInteractive: input.isInteractive,
  isScheduled: input.schedule.isScheduled,
  isTakeover: input.schedule.isTakeover,
  status: input.schedule.status,
});

/** Saves a new broadcast and tells the screens it reaches. */
export async function addBroadcast(
  db: Database,
  tenant: Tenant,
  input: BroadcastInput,
): Promise<BroadcastRow> {
  const { row, reached } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(broadcasts)
      .values({ accountId: tenant.accountId, ...rowValues(input), modifiedAt: new Date() })
      .returning();
    if (!row) throw new Error('Saving a broadcast returned no row');
    await writeContent(tx, tenant, row.id, input, { groups: new Set(), rows: new Set() });
    return { row, reached: await screensReachedBy(tx, tenant, row.id) };
  });
  await contentChanged(db, { playerIds: reached });
  return row;
}

/**
 * Saves a broadcast over the version the editor loaded; an older version answers 412 and
 * changes nothing. The screens it reached before or reaches now are told.
 */
export async function modifyBroadcast(
  db: Database,
  tenant: Tenant,
  existing: BroadcastRow,
  input: BroadcastInput & { version: string },
): Promise<BroadcastRow> {
  if (input.version !== versionOf(existing)) throw new PreconditionFailed();
  const { row, reached } = await db.transaction(async (tx) => {
    const before = await screensReachedBy(tx, tenant, existing.id);
    const kept = await previousCodes(tx, existing.id);
    const [row] = await tx
      .update(broadcasts)
      .set({
        ...rowValues(input),
        modifiedAt: new Date(Math.max(Date.now(), existing.modifiedAt.getTime() + 1)),
      })
      .where(and(eq(broadcasts.id, existing.id), eq(broadcasts.modifiedAt, existing.modifiedAt)))
      .returning();
    // Another save committed after this one's version was read.
    if (!row) throw new PreconditionFailed();
    await tx.delete(broadcastGroups).where(eq(broadcastGroups.broadcastId, existing.id));
    await tx.delete(schedulePeriods).where(eq(schedulePeriods.broadcastId, existing.id));
    await writeContent(tx, tenant, existing.id, input, kept);
    const after = await screensReachedBy(tx, tenant, existing.id);
    return { row, reached: [...new Set([...before, ...after])] };
  });
  await contentChanged(db, { playerIds: reached });
  return row;
}

/** Deletes a broadcast; the screens it reached stop playing it. */
export async function removeBroadcast(db: Database, tenant: Tenant, existing: BroadcastRow) {
  const reached = await db.transaction(async (tx) => {
    const before = await screensReachedBy(tx, tenant, existing.id);
    await tx.delete(broadcasts).where(eq(broadcasts.id, existing.id));
    return before;
  });
  await contentChanged(db, { playerIds: reached });
}
