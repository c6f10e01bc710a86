import type { ScreenManifest } from '@marquee/contracts';
import { broadcastChannels, type PlayerFacts, type ScheduleChannel } from '@marquee/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import { players, playerTags, tags } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { isAnyId } from '../../platform/db/id-array';
import {
  loadAccountBroadcasts,
  type AccountBroadcasts,
  type AccountBroadcastsSource,
} from './account-broadcasts';
import { BroadcastsForPlayers } from './broadcasts-for-players';
import { clusterCodesOfPlayers } from './cluster-members';
import { groupBy } from './manifest-parts';

type ManifestChannel = ScreenManifest['layers'][number]['channels'][number];
type ManifestMedia = ScreenManifest['media'][number];

/** A player as broadcasts see it: what their groups' filters and fixed lists can test. */
export interface BroadcastPlayer extends Omit<PlayerFacts, 'tagCodes' | 'statusValues'> {
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

/**
 * The channels the Confirmed broadcasts of these screens' accounts generate on each screen,
 * through the one resolver's matching, in a fixed number of queries; the accounts' broadcast
 * content comes from `accounts` (kept between loads by the screen gateway). A PlayerStatus leaf
 * selects no screen here: a status changes by the minute, and what a screen plays must not change
 * with it. A group's condition selects only screens its broadcast's last saver may see (their
 * fixed lists were checked on saving).
 */
export async function loadBroadcastChannels(
  db: Database,
  playerRows: readonly BroadcastPlayer[],
  accounts: AccountBroadcastsSource = loadAccountBroadcasts,
): Promise<Map<string, ScreenBroadcastChannels>> {
  const result = new Map<string, ScreenBroadcastChannels>();
  const accountIds = [...new Set(playerRows.map((s) => s.accountId))];
  const contentOf = accountIds.length ? await accounts(db, accountIds) : new Map();
  const reached = playerRows.filter((s) => contentOf.get(s.accountId)?.broadcasts.length);
  if (!reached.length) return result;
  const reachedIds = reached.map((s) => s.id);
  const [tagRows, saversOfPlayer, clustersOfPlayer] = await Promise.all([
    db
      .select({ playerId: playerTags.playerId, tagCode: tags.tagCode })
      .from(playerTags)
      .innerJoin(tags, eq(tags.id, playerTags.tagId))
      .where(isAnyId(playerTags.playerId, reachedIds)),
    playersInSaverScopes(db, reached, contentOf),
    clusterCodesOfPlayers(db, reachedIds),
  ]);
  const tagsByPlayer = groupBy(tagRows, (t) => t.playerId);

  for (const player of reached) {
    const { id, accountId, ...facts } = player;
    const content = contentOf.get(accountId) as AccountBroadcasts;
    const savers = saversOfPlayer(id);
    const candidates = broadcastsForPlayers(content, savers);
    const generated = broadcastChannels(
      {
        ...facts,
        tagCodes: (tagsByPlayer.get(id) ?? []).map((t) => t.tagCode),
        statusValues: [],
        clusterCodes: clustersOfPlayer.get(id) ?? [],
      },
      candidates.of(facts.playerCode),
    );
    result.set(id, manifestChannelsOf(content, generated));
  }
  return result;
}

/** The resolver's channels of one screen as its manifest carries them, with the media they play. */
export function manifestChannelsOf(
  content: AccountBroadcasts,
  generated: ReadonlyMap<string, readonly ScheduleChannel[]>,
): ScreenBroadcastChannels {
  const mediaByCode = new Map<string, ManifestMedia>();
  const channelsByLayer = new Map<string, ManifestChannel[]>();
  for (const [layerCode, channels] of generated) {
    channelsByLayer.set(
      layerCode,
      channels.map((channel) => {
        const { channel: manifestChannel, media } = content.channel(channel);
        for (const item of media) mediaByCode.set(item.mediaCode, item);
        return manifestChannel;
      }),
    );
  }
  return { channelsByLayer, media: [...mediaByCode.values()] };
}

/** Per account content, by the limited savers whose scope holds the screens: see below. */
const alikePlayers = new WeakMap<AccountBroadcasts, Map<string, BroadcastsForPlayers>>();
/** Kinds of screens kept per account; past it they are made anew. */
const maxAlike = 64;

/**
 * The account's broadcasts as screens in these limited savers' scopes see them. Screens in the
 * same scopes see them alike, so that is made once and kept as long as the account's content.
 */
function broadcastsForPlayers(
  content: AccountBroadcasts,
  savers: ReadonlySet<string | null>,
): BroadcastsForPlayers {
  let kinds = alikePlayers.get(content);
  if (!kinds) alikePlayers.set(content, (kinds = new Map()));
  const key = [...savers].map(String).join(' ');
  let made = kinds.get(key);
  if (!made) {
    if (kinds.size >= maxAlike) kinds.clear();
    const limited = new Set(content.limitedSavers.map((saver) => saver.savedBy));
    made = new BroadcastsForPlayers(
      content.broadcasts,
      (savedBy) => !limited.has(savedBy) || savers.has(savedBy),
    );
    kinds.set(key, made);
  }
  return made;
}

/**
 * The limited savers (see `AccountBroadcasts.limitedSavers`) whose scope holds each screen, for
 * all these screens and savers in one query: a column per limited saver.
 */
async function playersInSaverScopes(
  db: Database,
  playerRows: readonly BroadcastPlayer[],
  contentOf: ReadonlyMap<string, AccountBroadcasts>,
): Promise<(playerId: string) => ReadonlySet<string | null>> {
  const limited = [
    ...new Map(
      [...contentOf.values()]
        .flatMap((content) => content.limitedSavers)
        // A broadcast whose saver is gone (or never known) reaches no screen by condition.
        .filter((saver) => saver.savedBy !== null)
        .map((saver) => [saver.savedBy, saver]),
    ).values(),
  ];
  const none = new Set<string | null>();
  if (!limited.length) return () => none;
  const columns: Record<string, SQL<boolean>> = Object.fromEntries(
    limited.map(({ scope }, n) => [`in${n}`, sql<boolean>`coalesce(${scope}, false)`]),
  );
  const rows = await db
    .select({ id: players.id, ...columns })
    .from(players)
    .where(
      isAnyId(
        players.id,
        playerRows.map((s) => s.id),
      ),
    );
  const saversOf = new Map(
    rows.map((row) => [
      row.id,
      new Set(
        limited.flatMap(({ savedBy }, n) =>
          (row as Record<string, unknown>)[`in${n}`] ? [savedBy] : [],
        ),
      ),
    ]),
  );
  return (playerId) => saversOf.get(playerId) ?? none;
}
