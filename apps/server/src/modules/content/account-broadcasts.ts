import type { ScreenManifest, TakeoverRecurrence } from '@marquee/contracts';
import {
  groupScreensCondition,
  readCondition,
  type ScheduleBroadcast,
  type ScheduleChannel,
} from '@marquee/domain';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { broadcastGroups, broadcasts, tags, triggers } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { isAnyId, uuidArray } from '../../platform/db/id-array';
import { isAnyIdPlaced, preparedPerDatabase } from '../../platform/db/prepared-query';
import { playerScopesOfUsers } from '../scope';
import { loadGroupContent, scheduleRowOf, triggerUseFrom } from './broadcast-content';
import {
  broadcastPeriodsQuery,
  groupBy,
  isPlayableMedia,
  manifestMediaOf,
  toPeriod,
  type PlayableMediaColumns,
} from './manifest-parts';

type ManifestChannel = ScreenManifest['layers'][number]['channels'][number];
type ManifestMedia = ScreenManifest['media'][number];

/** A broadcast group's channel as manifests carry it, and the media its rows play. */
export interface BuiltChannel {
  channel: ManifestChannel;
  media: ManifestMedia[];
}

/** A Confirmed broadcast as every screen of its account is matched against it. */
export interface AccountBroadcast {
  broadcast: ScheduleBroadcast;
  /** The last saver, whose scope bounds what the groups' conditions reach. */
  savedBy: string | null;
  /** The broadcast as a screen outside the saver's scope sees it: fixed lists only. */
  fixedOnly: ScheduleBroadcast;
}

/**
 * Everything of an account's Confirmed broadcasts that a manifest reads and that does not depend
 * on the screen: the same for each of its screens, so it can be kept between loads. Read it,
 * never change it.
 */
export interface AccountBroadcasts {
  broadcasts: AccountBroadcast[];
  /** The savers whose roles limit the screens they see, with that limit over `players`. */
  limitedSavers: { savedBy: string | null; scope: SQL }[];
  /** A group's channel, the same on every screen it reaches: built once, shared by them all. */
  channel(scheduled: ScheduleChannel): BuiltChannel;
}

/** Reads these accounts' broadcast content: some of them, several, at once. */
export type AccountBroadcastsSource = (
  db: Database,
  accountIds: readonly string[],
) => Promise<ReadonlyMap<string, AccountBroadcasts>>;

/** The columns of a broadcast its content is built from. */
/** Read with the broadcast's trigger joined (`triggers` on `broadcasts.trigger_id`). */
const broadcastColumns = {
  id: broadcasts.id,
  accountId: broadcasts.accountId,
  broadcastCode: broadcasts.broadcastCode,
  name: broadcasts.name,
  broadcastType: broadcasts.broadcastType,
  isTakeover: broadcasts.isTakeover,
  takeoverRecurrence: broadcasts.takeoverRecurrence,
  isInteractive: broadcasts.isInteractive,
  idleTimeoutSeconds: broadcasts.idleTimeoutSeconds,
  savedBy: broadcasts.modifiedByUserId,
  triggerCode: triggers.triggerCode,
  playWhen: broadcasts.playWhen,
};
interface BroadcastRow {
  id: string;
  accountId: string;
  broadcastCode: string;
  name: string;
  broadcastType: 'Standard' | 'Campaign';
  isTakeover: boolean;
  takeoverRecurrence: TakeoverRecurrence | null;
  isInteractive: boolean;
  idleTimeoutSeconds: number;
  savedBy: string | null;
  triggerCode: string | null;
  playWhen: 'Active' | 'Inactive' | null;
}

/** The Confirmed broadcasts of accounts: prepared, as every manifest load may read them. */
const confirmedBroadcasts = preparedPerDatabase((db) =>
  db
    .select(broadcastColumns)
    .from(broadcasts)
    .leftJoin(triggers, eq(triggers.id, broadcasts.triggerId))
    .where(and(isAnyIdPlaced(broadcasts.accountId, 'ids'), eq(broadcasts.status, 'Confirmed')))
    .orderBy(asc(broadcasts.createdAt), asc(broadcasts.broadcastCode))
    .prepare('confirmed_broadcasts'),
);

/**
 * The broadcast content of these accounts from the database, in a fixed number of queries however
 * many accounts and broadcasts. Draft broadcasts play nowhere, so they are not read. Every account
 * asked for has an entry, an empty one when it has no Confirmed broadcast.
 */
export const loadAccountBroadcasts: AccountBroadcastsSource = async (db, accountIds) => {
  const ids = [...new Set(accountIds)];
  const broadcastRows = ids.length
    ? await confirmedBroadcasts(db).execute({ ids: uuidArray(ids) })
    : [];
  return contentOfBroadcasts(db, ids, broadcastRows);
};

/**
 * One broadcast of an account as its screens would play it, Draft or Confirmed: what a preview
 * plays. The account's entry holds it alone (none when it has no groups).
 */
export async function loadPlayedBroadcast(
  db: Database,
  accountId: string,
  broadcastId: string,
): Promise<AccountBroadcasts> {
  const rows = await db
    .select(broadcastColumns)
    .from(broadcasts)
    .leftJoin(triggers, eq(triggers.id, broadcasts.triggerId))
    .where(and(eq(broadcasts.accountId, accountId), eq(broadcasts.id, broadcastId)));
  const content = await contentOfBroadcasts(db, [accountId], rows);
  return content.get(accountId) as AccountBroadcasts;
}

/** The content of these broadcasts, by account: an entry for each of `ids`. */
async function contentOfBroadcasts(
  db: Database,
  ids: readonly string[],
  broadcastRows: readonly BroadcastRow[],
): Promise<Map<string, AccountBroadcasts>> {
  const broadcastIds = broadcastRows.map((b) => b.id);
  const groupRows = broadcastIds.length
    ? await db
        .select({
          id: broadcastGroups.id,
          broadcastId: broadcastGroups.broadcastId,
          groupCode: broadcastGroups.groupCode,
          name: broadcastGroups.name,
          filter: broadcastGroups.filter,
          contentTypeTagCode: tags.tagCode,
          triggerCode: triggers.triggerCode,
          playWhen: broadcastGroups.playWhen,
        })
        .from(broadcastGroups)
        .leftJoin(tags, eq(tags.id, broadcastGroups.contentTypeTagId))
        .leftJoin(triggers, eq(triggers.id, broadcastGroups.triggerId))
        .where(isAnyId(broadcastGroups.broadcastId, broadcastIds))
        .orderBy(asc(broadcastGroups.orderN), asc(broadcastGroups.groupCode))
    : [];
  const [content, broadcastPeriods, scopeOf] = groupRows.length
    ? await Promise.all([
        loadGroupContent(
          db,
          groupRows.map((g) => g.id),
        ),
        broadcastPeriodsQuery(db).execute({ ids: uuidArray(broadcastIds) }),
        playerScopesOfUsers(
          db,
          broadcastRows.map((b) => b.savedBy),
        ),
      ])
    : [undefined, [], () => undefined];
  const periodsByBroadcast = groupBy(broadcastPeriods, (p) => p.ownerId);
  const groupsByBroadcast = groupBy(groupRows, (g) => g.broadcastId);
  const rowsByGroup = new Map(
    [...(content?.rowsByGroup ?? [])].map(([groupId, rows]) => [
      groupId,
      rows.filter(isPlayableMedia),
    ]),
  );
  const rowsByAccount = groupBy(broadcastRows, (b) => b.accountId);

  const result = new Map<string, AccountBroadcasts>();
  for (const accountId of ids) {
    // A broadcast without groups reaches no screen.
    const rows = (rowsByAccount.get(accountId) ?? []).filter((b) => groupsByBroadcast.has(b.id));
    const accountBroadcasts = rows.map((b) => {
      const broadcast: ScheduleBroadcast = {
        broadcastCode: b.broadcastCode,
        status: 'Confirmed',
        broadcastType: b.broadcastType,
        isTakeover: b.isTakeover,
        takeoverRecurrence: b.takeoverRecurrence,
        isInteractive: b.isInteractive,
        periods: (periodsByBroadcast.get(b.id) ?? []).map(toPeriod),
        groups: (groupsByBroadcast.get(b.id) ?? []).map((g) => ({
          groupCode: g.groupCode,
          condition: readGroupCondition(g.filter?.condition),
          fixedPlayerCodes: (content?.fixedByGroup.get(g.id) ?? []).map((f) => f.playerCode),
          clusterCodes: (content?.clustersByGroup.get(g.id) ?? []).map((c) => c.clusterCode),
          layerCodes: (content?.layersByGroup.get(g.id) ?? []).map((l) => l.layerCode),
          rows: (rowsByGroup.get(g.id) ?? []).map((r) =>
            scheduleRowOf(r, content?.periodsByRow.get(r.id) ?? []),
          ),
          contentTypeTagCode: g.contentTypeTagCode,
          triggerUse: triggerUseFrom(g.triggerCode, g.playWhen),
        })),
        triggerUse: triggerUseFrom(b.triggerCode, b.playWhen),
      };
      return { broadcast, savedBy: b.savedBy, fixedOnly: withoutConditions(broadcast) };
    });
    const limitedSavers = [...new Set(rows.map((b) => b.savedBy))].flatMap((savedBy) => {
      const scope = scopeOf(savedBy);
      return scope ? [{ savedBy, scope }] : [];
    });
    const mediaByRowCode = new Map<string, PlayableMediaColumns>(
      rows.flatMap((b) =>
        (groupsByBroadcast.get(b.id) ?? []).flatMap((g) =>
          (rowsByGroup.get(g.id) ?? []).map((r) => [r.broadcastMediaCode, r] as const),
        ),
      ),
    );
    const broadcastByCode = new Map(rows.map((b) => [b.broadcastCode, b]));
    const groupNameByCode = new Map(
      rows.flatMap((b) => (groupsByBroadcast.get(b.id) ?? []).map((g) => [g.groupCode, g.name])),
    );
    result.set(accountId, {
      broadcasts: accountBroadcasts,
      limitedSavers,
      channel: channelBuilder(broadcastByCode, groupNameByCode, mediaByRowCode),
    });
  }
  return result;
}

/** What a channel tells of its broadcast. */
interface ChannelBroadcast {
  name: string;
  isInteractive: boolean;
  idleTimeoutSeconds: number;
}

/** Builds each scheduled channel once, by its code, and gives the same object after that. */
function channelBuilder(
  broadcastByCode: ReadonlyMap<string, ChannelBroadcast>,
  groupNameByCode: ReadonlyMap<string, string>,
  mediaByRowCode: ReadonlyMap<string, PlayableMediaColumns>,
): (scheduled: ScheduleChannel) => BuiltChannel {
  const built = new Map<string, BuiltChannel>();
  return (scheduled) => {
    const known = built.get(scheduled.channelCode);
    if (known) return known;
    const origin = scheduled.origin?.kind === 'broadcast' ? scheduled.origin : null;
    const broadcastCode = origin?.broadcastCode ?? null;
    const broadcast = broadcastCode ? broadcastByCode.get(broadcastCode) : undefined;
    const selection = selectionFields(broadcast, origin && groupNameByCode.get(origin.groupCode));
    const made: BuiltChannel = {
      channel: {
        channelCode: scheduled.channelCode,
        name: selection.groupName ?? broadcast?.name ?? '',
        isActive: scheduled.isActive,
        isTakeover: scheduled.isTakeover,
        takeoverRecurrence: scheduled.takeoverRecurrence ?? null,
        source: 'broadcast' as const,
        broadcastCode,
        groupCode: origin?.groupCode ?? null,
        periods: [...scheduled.periods],
        triggerUses: [...(scheduled.triggerUses ?? [])],
        rows: scheduled.rows.map((row) => ({
          ...row,
          periods: [...row.periods],
          triggerUse: row.triggerUse ?? null,
        })),
        isInteractive: selection.isInteractive,
        idleTimeoutSeconds: selection.idleTimeoutSeconds,
      },
      media: scheduled.rows.map((row) =>
        manifestMediaOf(mediaByRowCode.get(row.broadcastMediaCode) as PlayableMediaColumns),
      ),
    };
    built.set(scheduled.channelCode, made);
    return made;
  };
}

/**
 * What a channel carries as a local selection: a selection's button reads its group's name (a
 * selection offers each of its groups), and its idle timeout; nothing for other broadcasts.
 */
function selectionFields(
  broadcast: ChannelBroadcast | undefined,
  groupName: string | null | undefined,
) {
  return broadcast?.isInteractive
    ? {
        isInteractive: true,
        idleTimeoutSeconds: broadcast.idleTimeoutSeconds,
        groupName: groupName ?? null,
      }
    : { isInteractive: false, idleTimeoutSeconds: null, groupName: null };
}

/**
 * A stored group condition, or null (the group reaches only its fixed list) when unreadable or
 * when it says nothing of screens.
 */
function readGroupCondition(value: unknown) {
  const read = readCondition(value);
  return 'condition' in read ? groupScreensCondition(read.condition) : null;
}

/** A broadcast whose groups reach only their fixed lists (clusters reach within the saver's scope). */
const withoutConditions = (broadcast: ScheduleBroadcast): ScheduleBroadcast => ({
  ...broadcast,
  groups: broadcast.groups.map((group) => ({ ...group, condition: null, clusterCodes: [] })),
});
