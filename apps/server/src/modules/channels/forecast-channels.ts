import {
  maxForecastSegments,
  type CallBody,
  type forecastChannels as forecastCall,
  type ForecastItem,
  type ForecastPlayer,
  type ScreenManifest,
} from '@marquee/contracts';
import { scheduleTimeline } from '@marquee/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { media, players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { listPage } from '../../platform/db/list-page';
import { sortKey } from '../../platform/db/list-sort';
import { type Actor, playerConditionSql } from '../scope';
import { loadManifests } from '../content';
import { horizonEnd } from './forecast-horizon';
import { playerFilterCondition } from './player-filter-condition';

type ForecastQuery = CallBody<typeof forecastCall>;

async function mediaNames(db: Database, actor: Actor, manifests: readonly ScreenManifest[]) {
  const codes = [...new Set(manifests.flatMap((m) => m.media.map((item) => item.mediaCode)))];
  const rows = codes.length
    ? await db
        .select({ code: media.mediaCode, name: media.displayName })
        .from(media)
        .where(and(eq(media.accountId, actor.accountId), inArray(media.mediaCode, codes)))
    : [];
  return new Map(rows.map((row) => [row.code, row.name]));
}

/** One screen's forecast: its layers' timelines, nothing-plays gaps left out, items listed once. */
function screenForecast(
  manifest: ScreenManifest,
  nameOf: ReadonlyMap<string, string>,
  from: Date,
  until: Date,
): ForecastPlayer {
  const items: ForecastItem[] = [];
  const indexOf = new Map<string, number>();
  const typeOf = new Map(manifest.media.map((item) => [item.mediaCode, item.mediaType]));
  const channelOf = new Map(
    manifest.layers.flatMap((l) => l.channels.map((c) => [c.channelCode, c])),
  );
  const itemIndex = (channelCode: string, broadcastMediaCode: string, mediaCode: string) => {
    const key = `${channelCode} ${broadcastMediaCode}`;
    let index = indexOf.get(key);
    if (index === undefined) {
      const channel = channelOf.get(channelCode);
      index =
        items.push({
          mediaCode,
          displayName: nameOf.get(mediaCode) ?? '',
          mediaType: typeOf.get(mediaCode) ?? 'Photo',
          channelCode,
          channelName: channel?.name ?? '',
          source: channel?.source ?? 'manual',
          broadcastCode: channel?.broadcastCode ?? null,
        }) - 1;
      indexOf.set(key, index);
    }
    return index;
  };
  const timelines = scheduleTimeline(
    manifest.layers,
    manifest.timeZone,
    from,
    until,
    maxForecastSegments,
    manifest.triggers,
  );
  const layers = timelines.map((timeline, l) => ({
    layerCode: timeline.layerCode,
    name: manifest.layers[l]?.name ?? '',
    isTruncated: timeline.isTruncated,
    shownUntil: (timeline.segments.at(-1)?.until ?? until).toISOString(),
    segments: timeline.segments
      .filter((segment) => segment.items.length > 0)
      .map((segment) => ({
        from: segment.from.toISOString(),
        until: segment.until.toISOString(),
        items: segment.items.map((i) =>
          itemIndex(i.channelCode, i.broadcastMediaCode, i.mediaCode),
        ),
      })),
  }));
  return {
    playerCode: manifest.playerCode,
    name: manifest.name,
    timeZone: manifest.timeZone,
    items,
    layers,
  };
}

/**
 * What a page of the visible screens a saved player filter selects plays over a horizon, read
 * from their manifests with the schedule's own timeline; each layer's walk is bounded.
 */
export async function forecastChannels(db: Database, actor: Actor, query: ForecastQuery) {
  const condition = await playerFilterCondition(db, actor, query.FilterCode);
  const from = new Date(query.from);
  const until = horizonEnd(query.from, query.horizon);
  const { rows, ...page } = await listPage(db, {
    table: players,
    columns: { id: players.id },
    key: players.id,
    where: and(await actor.players(), playerConditionSql(condition)),
    sortKeys: { Name: sortKey(players.name) },
    orderBy: 'Name',
    order: 'asc',
    page: query,
  });
  const byId = await loadManifests(
    db,
    rows.map((row) => row.id),
  );
  const manifests = rows.flatMap((row) => byId.get(row.id) ?? []);
  const nameOf = await mediaNames(db, actor, manifests);
  return {
    from: from.toISOString(),
    until: until.toISOString(),
    Screens: manifests.map((manifest) => screenForecast(manifest, nameOf, from, until)),
    ...page,
  };
}
