import type { ScreenManifest } from '@marquee/contracts';
import {
  broadcastChannels,
  readCondition,
  type PlayerFacts,
  type ScheduleBroadcast,
  type ScheduleChannel,
} from '@marquee/domain';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { broadcastGroups, broadcasts, players, playerTags, tags } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { isAnyId, uuidArray } from '../../platform/db/id-array';
import { isAnyIdPlaced, preparedPerDatabase } from '../../platform/db/prepared-query';
import { screensScopesOfUsers } from '../players/screens-scope';
import { loadGroupContent, scheduleRowOf } from './broadcast-content';
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
interface BuiltChannel {
  channel: ManifestChannel;
  media: ManifestMedia[];
}

/** A screen as broadcasts see it: what their groups' filters and fixed lists can test. */
export interface BroadcastScreen extends Omit<PlayerFacts, 'tagCodes' | 'statusValues'> {
  id: string;
  accountId: string;
}

/**
 * The channels broadcasts give one screen, per layer code, and the media they play. A channel
 * object is shared by every screen of the load that gets it: read it, never change it.
 */
export interface ScreenBroadcastChannels {
  channelsByLayer: Map<string, ManifestChannel[]>;
  media: ManifestMedia[];
}

/** The Confirmed broadcasts of accounts: prepared, as every manifest load reads them. */
const confirmedBroadcasts = preparedPerDatabase((db) =>
  db
    .select({
      id: broadcasts.id,
      accountId: broadcasts.accountId,
      broadcastCode: broadcasts.broadcastCode,
      name: broadcasts.name,
      isTakeover: broadcasts.isTakeover,
      savedBy: broadcasts.modifiedByUserId,
    })
    .from(broadcasts)
    .where(and(isAnyIdPlaced(broadcasts.accountId, 'ids'), eq(broadcasts.status, 'Confirmed')))
    .orderBy(asc(broadcasts.createdAt), asc(broadcasts.broadcastCode))
    .prepare('confirmed_broadcasts'),
);

/**
 * The channels the Confirmed broadcasts of these screens' accounts generate on each screen,
 * through the one resolver's matching, in a fixed number of queries. Draft broadcasts play
 * nowhere, so they are not read. A PlayerStatus leaf selects no screen here: a status changes
 * by the minute, and what a screen plays must not change with it. A group's condition selects
 * only screens its broadcast's last saver may see (their fixed lists were checked on saving).
 */
export async function loadBroadcastChannels(
  db: Database,
  screens: readonly BroadcastScreen[],
): Promise<Map<string, ScreenBroadcastChannels>> {
  const result = new Map<string, ScreenBroadcastChannels>();
  const accountIds = [...new Set(screens.map((s) => s.accountId))];
  const broadcastRows = accountIds.length
    ? await confirmedBroadcasts(db).execute({ ids: uuidArray(accountIds) })
    : [];
  if (!broadcastRows.length) return result;
  const broadcastIds = broadcastRows.map((b) => b.id);
  const groupRows = await db
    .select({
      id: broadcastGroups.id,
      broadcastId: broadcastGroups.broadcastId,
      groupCode: broadcastGroups.groupCode,
      filter: broadcastGroups.filter,
    })
    .from(broadcastGroups)
    .where(isAnyId(broadcastGroups.broadcastId, broadcastIds))
    .orderBy(asc(broadcastGroups.orderN), asc(broadcastGroups.groupCode));
  const groupIds = groupRows.map((g) => g.id);
  if (!groupIds.length) return result;
  const [content, broadcastPeriods, tagRows, savedByScreen] = await Promise.all([
    loadGroupContent(db, groupIds),
    broadcastPeriodsQuery(db).execute({ ids: uuidArray(broadcastIds) }),
    db
      .select({ playerId: playerTags.playerId, tagCode: tags.tagCode })
      .from(playerTags)
      .innerJoin(tags, eq(tags.id, playerTags.tagId))
      .where(
        isAnyId(
          playerTags.playerId,
          screens.map((s) => s.id),
        ),
      ),
    screensInSaverScopes(db, screens, broadcastRows),
  ]);
  const { layersByGroup, fixedByGroup, periodsByRow } = content;
  const rowsByGroup = new Map(
    [...content.rowsByGroup].map(([groupId, rows]) => [groupId, rows.filter(isPlayableMedia)]),
  );
  const periodsByBroadcast = groupBy(broadcastPeriods, (p) => p.ownerId);
  const groupsByBroadcast = groupBy(groupRows, (g) => g.broadcastId);
  const tagsByPlayer = groupBy(tagRows, (t) => t.playerId);
  const mediaByRowCode = new Map<string, PlayableMediaColumns>(
    [...rowsByGroup.values()].flat().map((r) => [r.broadcastMediaCode, r]),
  );
  const nameByCode = new Map(broadcastRows.map((b) => [b.broadcastCode, b.name]));

  const scheduleByAccount = groupBy(
    broadcastRows.map((b) => ({
      accountId: b.accountId,
      savedBy: b.savedBy,
      broadcast: {
        broadcastCode: b.broadcastCode,
        status: 'Confirmed',
        isTakeover: b.isTakeover,
        periods: (periodsByBroadcast.get(b.id) ?? []).map(toPeriod),
        groups: (groupsByBroadcast.get(b.id) ?? []).map((g) => ({
          groupCode: g.groupCode,
          condition: readGroupCondition(g.filter?.condition),
          fixedPlayerCodes: (fixedByGroup.get(g.id) ?? []).map((f) => f.playerCode),
          layerCodes: (layersByGroup.get(g.id) ?? []).map((l) => l.layerCode),
          rows: (rowsByGroup.get(g.id) ?? []).map((r) =>
            scheduleRowOf(r, periodsByRow.get(r.id) ?? []),
          ),
        })),
      } satisfies ScheduleBroadcast,
    })),
    (b) => b.accountId,
  );
  const broadcastsOfAccount = new Map(
    [...scheduleByAccount].map(([accountId, list]) => [
      accountId,
      list.map(({ broadcast, savedBy }) => ({
        broadcast,
        savedBy,
        fixedOnly: withoutConditions(broadcast),
      })),
    ]),
  );

  // A group's channel is the same on every screen it reaches: built once, shared by them all.
  const builtChannels = new Map<string, BuiltChannel>();
  const built = (channel: ScheduleChannel): BuiltChannel => {
    const known = builtChannels.get(channel.channelCode);
    if (known) return known;
    const broadcastCode =
      channel.origin?.kind === 'broadcast' ? channel.origin.broadcastCode : null;
    const made: BuiltChannel = {
      channel: {
        channelCode: channel.channelCode,
        name: (broadcastCode && nameByCode.get(broadcastCode)) ?? '',
        isActive: channel.isActive,
        isTakeover: channel.isTakeover,
        source: 'broadcast' as const,
        broadcastCode,
        periods: [...channel.periods],
        rows: channel.rows.map((row) => ({ ...row, periods: [...row.periods] })),
      },
      media: channel.rows.map((row) =>
        manifestMediaOf(mediaByRowCode.get(row.broadcastMediaCode) as PlayableMediaColumns),
      ),
    };
    builtChannels.set(channel.channelCode, made);
    return made;
  };

  for (const screen of screens) {
    const { id, accountId, ...facts } = screen;
    const generated = broadcastChannels(
      {
        ...facts,
        tagCodes: (tagsByPlayer.get(id) ?? []).map((t) => t.tagCode),
        statusValues: [],
      },
      (broadcastsOfAccount.get(accountId) ?? []).map(({ broadcast, savedBy, fixedOnly }) =>
        savedByScreen(savedBy, id) ? broadcast : fixedOnly,
      ),
    );
    const mediaByCode = new Map<string, ManifestMedia>();
    const channelsByLayer = new Map<string, ManifestChannel[]>();
    for (const [layerCode, channels] of generated) {
      channelsByLayer.set(
        layerCode,
        channels.map((channel) => {
          const { channel: manifestChannel, media } = built(channel);
          for (const item of media) mediaByCode.set(item.mediaCode, item);
          return manifestChannel;
        }),
      );
    }
    result.set(id, { channelsByLayer, media: [...mediaByCode.values()] });
  }
  return result;
}

/** A stored group condition, or null (the group reaches only its fixed list) when unreadable. */
function readGroupCondition(value: unknown) {
  const read = readCondition(value);
  return 'condition' in read ? read.condition : null;
}

/** A broadcast whose groups reach only their fixed lists. */
const withoutConditions = (broadcast: ScheduleBroadcast): ScheduleBroadcast => ({
  ...broadcast,
  groups: broadcast.groups.map((group) => ({ ...group, condition: null })),
});

/**
 * Whether a screen lies in the scope of a broadcast's last saver, for all these screens and
 * savers in one query: a column per limited saver, none for those who see every screen.
 */
async function screensInSaverScopes(
  db: Database,
  screens: readonly BroadcastScreen[],
  broadcastRows: readonly { savedBy: string | null }[],
): Promise<(savedBy: string | null, screenId: string) => boolean> {
  const savers = [...new Set(broadcastRows.map((b) => b.savedBy))];
  const scopeOf = await screensScopesOfUsers(db, savers);
  const limited = savers.flatMap((savedBy) => {
    const scope = scopeOf(savedBy);
    return scope ? [{ savedBy, scope }] : [];
  });
  if (!limited.length) return () => true;
  const columns: Record<string, SQL<boolean>> = Object.fromEntries(
    limited.map(({ scope }, n) => [`in${n}`, sql<boolean>`coalesce(${scope}, false)`]),
  );
  const rows = await db
    .select({ id: players.id, ...columns })
    .from(players)
    .where(
      isAnyId(
        players.id,
        screens.map((s) => s.id),
      ),
    );
  const inScope = new Set(
    rows.flatMap((row) =>
      limited.flatMap(({ savedBy }, n) =>
        (row as Record<string, unknown>)[`in${n}`] ? [`${savedBy} ${row.id}`] : [],
      ),
    ),
  );
  const isLimited = new Set(limited.map((l) => l.savedBy));
  return (savedBy, screenId) => !isLimited.has(savedBy) || inScope.has(`${savedBy} ${screenId}`);
}
