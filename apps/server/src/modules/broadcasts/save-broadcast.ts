import type { BroadcastInput } from '@marquee/contracts';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { newCode } from '../../db/codes';
import {
  broadcastGroupClusters,
  broadcastGroupLayers,
  broadcastGroupPlayers,
  broadcastGroups,
  broadcastMedia,
  broadcasts,
  formatLayers,
  media,
  playerFormats,
  players,
} from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { NotFound, PreconditionFailed } from '../../platform/errors';
import {
  deletePeriods,
  insertPeriods,
  playsUntilOf,
  recordContentChange,
  playersReachedBy,
} from '../content';
import { clusterIdsByCode } from '../clusters';
import { contentTypesByCode, ensureContentType } from '../media';
import { storedTriggerUses, type StoredTriggerUse } from '../triggers';
import { assertWithinReach, namedPlayerCodes } from './broadcast-reach';
import { assertMayChangeCampaign } from './campaign-access';
import { assertGroupsFitLayers } from './groups-fit-layers';
import { assertMayEditInteractive } from './interactive-permission';
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
  playsUntil: playsUntilOf(period),
});

/** The ids of codes the actor may use, or 404 naming the first one it may not. */
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

/** Where a row sits for keeping its code: its group's key, its media and which occurrence. */
const rowPlace = (groupKey: string, mediaCode: string, nth: number) =>
  `${groupKey} ${mediaCode} ${nth}`;

/** The codes of a broadcast's groups by key and of its rows by place, kept across a save. */
async function previousCodes(db: Database, broadcastId: string): Promise<KeptCodes> {
  const groups = await db
    .select({
      id: broadcastGroups.id,
      key: broadcastGroups.groupKey,
      code: broadcastGroups.groupCode,
      contentTypeTagId: broadcastGroups.contentTypeTagId,
    })
    .from(broadcastGroups)
    .where(eq(broadcastGroups.broadcastId, broadcastId));
  const rows = groups.length
    ? await db
        .select({
          groupId: broadcastMedia.groupId,
          code: broadcastMedia.broadcastMediaCode,
          mediaCode: media.mediaCode,
        })
        .from(broadcastMedia)
        .innerJoin(media, eq(media.id, broadcastMedia.mediaId))
        .where(
          inArray(
            broadcastMedia.groupId,
            groups.map((g) => g.id),
          ),
        )
        .orderBy(broadcastMedia.orderN)
    : [];
  const keyOf = new Map(groups.map((g) => [g.id, g.key]));
  const seen = new Map<string, number>();
  const rowCodes = new Map<string, string>();
  for (const row of rows) {
    const counted = `${keyOf.get(row.groupId)} ${row.mediaCode}`;
    const nth = seen.get(counted) ?? 0;
    seen.set(counted, nth + 1);
    rowCodes.set(rowPlace(keyOf.get(row.groupId) ?? '', row.mediaCode, nth), row.code);
  }
  return {
    groups: new Map(groups.map((g) => [g.key, g.code])),
    rows: rowCodes,
    contentTypes: new Map(groups.map((g) => [g.key, g.contentTypeTagId])),
  };
}

interface KeptCodes {
  /** Group code by group key. */
  groups: Map<string, string>;
  /** Row code by place (see `rowPlace`). */
  rows: Map<string, string>;
  /** Content type tag id by group key, kept while the account's content types are off. */
  contentTypes: Map<string, string | null>;
}

const noCodes: KeptCodes = { groups: new Map(), rows: new Map(), contentTypes: new Map() };

/** Whether the account's ContentType application is on: else groups keep the type they had. */
const contentTypesOn = (actor: Actor) => actor.authorisation.ContentType === 'Enabled';

/**
 * The content type ids the groups name by code; 404 naming the field of a code that is not one
 * of the account's content types, as for any other row out of reach. A group that names its
 * type by name is left to the save.
 */
async function contentTypeIdsOf(db: Database, actor: Actor, groups: BroadcastInput['groups']) {
  if (!contentTypesOn(actor)) return new Map<string, string>();
  const byCode = groups.map((g) => (g.chosenContentTypeName ? null : g.chosenContentTypeTagCode));
  const found = await contentTypesByCode(
    db,
    actor,
    byCode.filter((code) => code !== null),
  );
  byCode.forEach((code, index) => {
    if (code !== null && !found.has(code)) {
      throw new NotFound(
        `groups[${index}].chosenContentTypeTagCode: content type not found: ${code}`,
      );
    }
  });
  return found;
}

/** The content type id a group is saved with (see `groupInputSchema`). */
async function contentTypeIdOf(
  tx: Transaction,
  actor: Actor,
  group: BroadcastInput['groups'][number],
  { contentTypeIds }: References,
  kept: KeptCodes,
): Promise<string | null> {
  if (!contentTypesOn(actor)) return kept.contentTypes.get(group.key) ?? null;
  if (group.chosenContentTypeName) {
    return ensureContentType(tx, actor, group.chosenContentTypeName);
  }
  const code = group.chosenContentTypeTagCode;
  return code === null ? null : (contentTypeIds.get(code) as string);
}

/**
 * The ids of the layers, media and screens the broadcast names (in fixed lists and in its
 * conditions' Players leaves); 404 for any not the account's or, for media and screens, outside
 * what the actor (its saver) may see.
 */
async function resolveReferences(db: Database, actor: Actor, input: BroadcastInput) {
  const { accountId } = actor;
  const [visibleMedia, visibleScreens] = await Promise.all([actor.media(), actor.players()]);
  const groups = input.groups;
  const layerIds = await idsOf(
    groups.flatMap((g) => g.layers),
    'layer',
    (codes) =>
      db
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
      db
        .select({ id: media.id, code: media.mediaCode })
        .from(media)
        .where(and(visibleMedia, inArray(media.mediaCode, codes))),
  );
  const playerIds = await idsOf(
    groups.flatMap((g) => [...g.filter.fixedPlayerList, ...namedPlayerCodes([g.filter.condition])]),
    'player',
    (codes) =>
      db
        .select({ id: players.id, code: players.playerCode })
        .from(players)
        .where(and(visibleScreens, inArray(players.playerCode, codes))),
  );
  const contentTypeIds = await contentTypeIdsOf(db, actor, groups);
  const clusterIds = await clusterIdsOf(db, actor, input);
  const triggerUses = await storedTriggerUses(db, accountId, triggerUsesOf(input));
  return { layerIds, mediaIds, playerIds, contentTypeIds, clusterIds, triggerUses };
}

/** The ids of the account's clusters the groups name; 404 naming the field of the first one that is not the account's. */
async function clusterIdsOf(db: Database, actor: Actor, input: BroadcastInput) {
  const found = await clusterIdsByCode(
    db,
    actor,
    input.groups.flatMap((g) => g.clusters),
  );
  input.groups.forEach((group, index) => {
    const at = group.clusters.findIndex((code) => !found.has(code));
    if (at >= 0) throw new NotFound(`groups.${index}.clusters.${at}: no such cluster`);
  });
  return found;
}

/** Every trigger use of the input, named by where it stands in it. */
function triggerUsesOf(input: BroadcastInput) {
  return [
    { path: 'trigger', use: input.trigger },
    ...input.groups.flatMap((group, g) => [
      { path: `groups[${g}].trigger`, use: group.trigger },
      ...group.media.map((item, m) => ({
        path: `groups[${g}].media[${m}].trigger`,
        use: item.trigger,
      })),
    ]),
  ];
}

type References = Awaited<ReturnType<typeof resolveReferences>>;

/** Writes the groups, their layers, fixed lists, media rows and periods. */
async function writeContent(
  tx: Transaction,
  actor: Actor,
  broadcastId: string,
  input: BroadcastInput,
  references: References,
  kept: KeptCodes,
) {
  const { layerIds, mediaIds, playerIds, clusterIds, triggerUses } = references;
  const { accountId } = actor;
  await insertPeriods(
    tx,
    input.schedule.periods.map((p) => ({ ...periodValues(p), accountId, broadcastId })),
  );
  const useAt = (path: string) => triggerUses.get(path) as StoredTriggerUse;
  for (const [orderN, group] of input.groups.entries()) {
    const [row] = await tx
      .insert(broadcastGroups)
      .values({
        accountId,
        broadcastId,
        groupCode: kept.groups.get(group.key) ?? newCode(),
        groupKey: group.key,
        name: group.name,
        orderN,
        filter: { condition: group.filter.condition },
        contentTypeTagId: await contentTypeIdOf(tx, actor, group, references, kept),
        ...useAt(`groups[${orderN}].trigger`),
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
    const named = [...new Set(group.clusters)];
    if (named.length) {
      await tx
        .insert(broadcastGroupClusters)
        .values(named.map((code) => ({ groupId, clusterId: clusterIds.get(code) as string })));
    }
    const seen = new Map<string, number>();
    for (const [index, item] of group.media.entries()) {
      const nth = seen.get(item.mediaCode) ?? 0;
      seen.set(item.mediaCode, nth + 1);
      const [mediaRow] = await tx
        .insert(broadcastMedia)
        .values({
          accountId,
          groupId,
          broadcastMediaCode: kept.rows.get(rowPlace(group.key, item.mediaCode, nth)) ?? newCode(),
          mediaId: mediaIds.get(item.mediaCode) as string,
          orderN: item.orderN,
          durationMs: durationMs(item.duration),
          status: item.status,
          ...useAt(`groups[${orderN}].media[${index}].trigger`),
        })
        .returning({ id: broadcastMedia.id });
      await insertPeriods(
        tx,
        item.periods.map((p) => ({
          ...periodValues(p),
          accountId,
          broadcastMediaId: mediaRow?.id as string,
        })),
      );
    }
  }
}

const rowValues = (input: BroadcastInput, { triggerUses }: References) => ({
  ...triggerUses.get('trigger'),
  name: input.broadcastName,
  broadcastType: input.broadcastType,
  isInteractive: input.isInteractive,
  idleTimeoutSeconds: input.idleTimeoutSeconds,
  category: input.category,
  isScheduled: input.schedule.isScheduled,
  isTakeover: input.schedule.isTakeover,
  takeoverRecurrence: input.schedule.takeoverRecurrence,
  status: input.schedule.status,
});

/**
 * Saves a new broadcast and tells the screens it reaches. Its group conditions reach only the
 * screens its saver may see (see `playersReachedBy`).
 */
export async function addBroadcast(
  db: Database,
  actor: Actor,
  input: BroadcastInput,
): Promise<BroadcastRow> {
  assertMayChangeCampaign(actor, input.broadcastType);
  assertMayEditInteractive(actor, input.isInteractive);
  const references = await resolveReferences(db, actor, input);
  await assertGroupsFitLayers(db, actor, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(broadcasts)
      .values({
        accountId: actor.accountId,
        ...rowValues(input, references),
        createdByUserId: actor.userId,
        modifiedByUserId: actor.userId,
        modifiedAt: new Date(),
      })
      .returning();
    if (!row) throw new Error('Saving a broadcast returned no row');
    await writeContent(tx, actor, row.id, input, references, noCodes);
    const reached = await playersReachedBy(tx, actor, row.id);
    await recordContentChange(tx, { accountId: actor.accountId, playerIds: reached });
    return row;
  });
}

/**
 * Saves a broadcast over the version the editor loaded; one that reaches or names anything
 * outside the actor's scope answers 403 and an older version 412, changing nothing. The screens
 * it reached before or reaches now are told; from now on its conditions reach the screens this
 * actor may see.
 */
export async function modifyBroadcast(
  db: Database,
  actor: Actor,
  existing: BroadcastRow,
  input: BroadcastInput & { version: string },
): Promise<BroadcastRow> {
  assertMayChangeCampaign(actor, existing.broadcastType, input.broadcastType);
  assertMayEditInteractive(actor, existing.isInteractive, input.isInteractive);
  const references = await resolveReferences(db, actor, input);
  await assertGroupsFitLayers(db, actor, input);
  // Read before the save, which holds only while the broadcast is still at this version.
  await assertWithinReach(db, actor, existing.id);
  if (input.version !== versionOf(existing)) throw new PreconditionFailed();
  return db.transaction(async (tx) => {
    const before = await playersReachedBy(tx, actor, existing.id);
    const kept = await previousCodes(tx, existing.id);
    const [row] = await tx
      .update(broadcasts)
      .set({
        ...rowValues(input, references),
        modifiedByUserId: actor.userId,
        modifiedAt: new Date(Math.max(Date.now(), existing.modifiedAt.getTime() + 1)),
      })
      .where(and(eq(broadcasts.id, existing.id), eq(broadcasts.modifiedAt, existing.modifiedAt)))
      .returning();
    // Another save committed after this one's version was read.
    if (!row) throw new PreconditionFailed();
    await tx.delete(broadcastGroups).where(eq(broadcastGroups.broadcastId, existing.id));
    await deletePeriods(tx, { broadcastId: existing.id });
    await writeContent(tx, actor, existing.id, input, references, kept);
    const after = await playersReachedBy(tx, actor, existing.id);
    await recordContentChange(tx, {
      accountId: actor.accountId,
      playerIds: [...before, ...after],
    });
    return row;
  });
}

/**
 * Deletes a broadcast; the screens it reached stop playing it. One that reaches or names anything
 * outside the actor's scope answers 403, and one saved since it was read 412.
 */
export async function removeBroadcast(db: Database, actor: Actor, existing: BroadcastRow) {
  assertMayChangeCampaign(actor, existing.broadcastType);
  assertMayEditInteractive(actor, existing.isInteractive);
  await assertWithinReach(db, actor, existing.id);
  await db.transaction(async (tx) => {
    // The check holds only for what it read: a save since then could have widened it. The row is
    // locked and its version compared as the editor reads it (milliseconds), since a stored stamp
    // may carry microseconds that a JavaScript date drops.
    const [current] = await tx
      .select({ modifiedAt: broadcasts.modifiedAt })
      .from(broadcasts)
      .where(eq(broadcasts.id, existing.id))
      .for('update');
    if (!current || versionOf(current) !== versionOf(existing)) throw new PreconditionFailed();
    const before = await playersReachedBy(tx, actor, existing.id);
    await tx.delete(broadcasts).where(eq(broadcasts.id, existing.id));
    await recordContentChange(tx, { accountId: actor.accountId, playerIds: before });
  });
}
