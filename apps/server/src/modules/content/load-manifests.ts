import { createHash } from 'node:crypto';
import type { ScreenManifest } from '@marquee/contracts';
import { builtInPlayerSettings } from '@marquee/domain';
import { asc, eq, sql } from 'drizzle-orm';
import {
  accounts as accountRows,
  broadcasts,
  channelMedia,
  channels,
  formatLayers,
  locations,
  media,
  playerFormats,
  players,
} from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { uuidArray } from '../../platform/db/id-array';
import { isAnyIdPlaced, preparedPerDatabase } from '../../platform/db/prepared-query';
import { settingsForPlayers, type PlayerSettingValues } from '../player-settings';
import { loadAccountBroadcasts, type AccountBroadcastsSource } from './account-broadcasts';
import { rowMediaColumns, scheduleRowOf } from './broadcast-content';
import { loadBroadcastChannels } from './load-broadcast-channels';
import { loadScreenTriggers, usedTriggerCodes } from './screen-trigger-states';
import { withSignParts } from './sign-parts';
import {
  broadcastPeriodsQuery,
  groupBy,
  isPlayableMedia,
  layerPlaceOf,
  manifestMediaOf,
  rowPeriodsQuery,
  toPeriod,
} from './manifest-parts';

type ManifestMedia = ScreenManifest['media'][number];

type ManifestChannel = ScreenManifest['layers'][number]['channels'][number];

/**
 * The manifest's hash: everything but the hash itself and when it was made, channel by channel.
 * `channelJson` may remember a channel's text: a broadcast's channel is one object shared by the
 * thousands of screens it reaches, and writing it out once instead of per screen is most of what
 * rebuilding their manifests costs.
 */
export function manifestHash(
  manifest: Omit<ScreenManifest, 'hashCode' | 'generatedAt'>,
  channelJson: (channel: ManifestChannel) => string = (channel) => JSON.stringify(channel),
): string {
  const { layers, ...screen } = manifest;
  const hash = createHash('sha256').update(JSON.stringify(screen));
  for (const { channels, ...layer } of layers) {
    hash.update(`\n${JSON.stringify(layer)}`);
    for (const channel of channels) hash.update(`\n${channelJson(channel)}`);
  }
  return hash.digest('base64url');
}

/** A screen's own playlist is never a local selection. */
const notASelection: Pick<ManifestChannel, 'isInteractive' | 'idleTimeoutSeconds'> = {
  isInteractive: false,
  idleTimeoutSeconds: null,
};

/**
 * `JSON.stringify` of a channel, once per channel object: a broadcast's channels are kept with
 * their account's content between loads, and so are their texts, as long as the channels are.
 */
const channelTexts = new WeakMap<ManifestChannel, string>();
function rememberedJson(channel: ManifestChannel): string {
  let text = channelTexts.get(channel);
  if (text === undefined) channelTexts.set(channel, (text = JSON.stringify(channel)));
  return text;
}

const heartbeatDefinition = builtInPlayerSettings.find(
  (definition) => definition.code === 'HeartbeatIntervalSeconds',
);

/**
 * How often a screen is to beat, in seconds: its HeartbeatIntervalSeconds, which the gateway
 * sends it on connecting and again when a new manifest changes it.
 */
export function heartbeatSecondsOf(manifest: Pick<ScreenManifest, 'settings'> | undefined): number {
  const seconds = manifest?.settings.HeartbeatIntervalSeconds ?? heartbeatDefinition?.defaultValue;
  return typeof seconds === 'number' ? seconds : 30;
}

/** The content type codes a screen's `ContentTypes` setting accepts; none set: all. */
const acceptedContentTypesOf = (settings: PlayerSettingValues | undefined): string[] => {
  const value = settings?.ContentTypes;
  return Array.isArray(value) ? value.filter((code) => typeof code === 'string') : [];
};

/**
 * The queries of a load, prepared once: every connecting screen's manifest is loaded, so a fleet
 * that reconnects together runs them thousands of times (see `preparedPerDatabase`).
 */
const manifestQueries = {
  players: preparedPerDatabase((db) =>
    db
      .select({
        id: players.id,
        accountId: players.accountId,
        playerCode: players.playerCode,
        name: players.name,
        showNameInfo: players.showNameInfo,
        mountedDirection: players.mountedDirection,
        timeZone: sql<string>`coalesce(${locations.timeZoneId}, 'UTC')`,
        locationId: players.locationId,
        locationCode: locations.locationCode,
        formatId: playerFormats.id,
        playerFormatCode: playerFormats.playerFormatCode,
        width: playerFormats.resolutionX,
        height: playerFormats.resolutionY,
        contentTypesOn: sql<boolean>`not ('ContentType' = any(${accountRows.disabledApplications}))`,
      })
      .from(players)
      .innerJoin(accountRows, eq(accountRows.id, players.accountId))
      .innerJoin(playerFormats, eq(playerFormats.id, players.playerFormatId))
      .leftJoin(locations, eq(locations.id, players.locationId))
      .where(isAnyIdPlaced(players.id, 'ids'))
      .prepare('manifest_players'),
  ),
  layers: preparedPerDatabase((db) =>
    db
      .select()
      .from(formatLayers)
      .where(isAnyIdPlaced(formatLayers.playerFormatId, 'ids'))
      .orderBy(asc(formatLayers.zOrder), asc(formatLayers.layerCode))
      .prepare('manifest_layers'),
  ),
  channels: preparedPerDatabase((db) =>
    db
      .select({
        id: channels.id,
        playerId: channels.playerId,
        formatLayerId: channels.formatLayerId,
        channelCode: channels.channelCode,
        name: channels.name,
        isActive: channels.isActive,
        isTakeover: channels.isTakeover,
        isManuallyGenerated: channels.isManuallyGenerated,
        broadcastId: channels.broadcastId,
        broadcastCode: broadcasts.broadcastCode,
      })
      .from(channels)
      .leftJoin(broadcasts, eq(broadcasts.id, channels.broadcastId))
      .where(isAnyIdPlaced(channels.playerId, 'ids'))
      .orderBy(asc(channels.createdAt), asc(channels.channelCode))
      .prepare('manifest_channels'),
  ),
  rows: preparedPerDatabase((db) =>
    db
      .select({
        id: channelMedia.id,
        channelId: channelMedia.channelId,
        broadcastMediaCode: channelMedia.broadcastMediaCode,
        orderN: channelMedia.orderN,
        durationMs: channelMedia.durationMs,
        status: channelMedia.status,
        ...rowMediaColumns,
      })
      .from(channelMedia)
      .innerJoin(media, eq(media.id, channelMedia.mediaId))
      .where(isAnyIdPlaced(channelMedia.channelId, 'ids'))
      .orderBy(asc(channelMedia.orderN), asc(channelMedia.broadcastMediaCode))
      .prepare('manifest_rows'),
  ),
};

/**
 * The manifests of these players, each built from the database in a fixed number of queries
 * however many players are asked for (no query per player, channel or row). Their accounts'
 * broadcast content comes from `accounts`: read anew unless a cache is given.
 */
export async function loadManifests(
  db: Database,
  playerIds: readonly string[],
  accounts: AccountBroadcastsSource = loadAccountBroadcasts,
): Promise<Map<string, ScreenManifest>> {
  const manifests = new Map<string, ScreenManifest>();
  if (!playerIds.length) return manifests;
  const playerRows = await manifestQueries.players(db).execute({ ids: uuidArray(playerIds) });
  if (!playerRows.length) return manifests;

  const formatIds = [...new Set(playerRows.map((p) => p.formatId))];
  const layerRows = await manifestQueries.layers(db).execute({ ids: uuidArray(formatIds) });
  const channelRows = await manifestQueries
    .channels(db)
    .execute({ ids: uuidArray(playerRows.map((p) => p.id)) });
  const channelIds = channelRows.map((c) => c.id);
  const rowRows = channelIds.length
    ? await manifestQueries.rows(db).execute({ ids: uuidArray(channelIds) })
    : [];
  const rowIds = rowRows.map((r) => r.id);
  const broadcastIds = [
    ...new Set(channelRows.flatMap((c) => (c.broadcastId ? [c.broadcastId] : []))),
  ];
  const rowPeriods = rowIds.length
    ? await rowPeriodsQuery(db).execute({ ids: uuidArray(rowIds) })
    : [];
  const broadcastPeriods = broadcastIds.length
    ? await broadcastPeriodsQuery(db).execute({ ids: uuidArray(broadcastIds) })
    : [];

  const periodsByRow = groupBy(rowPeriods, (p) => p.ownerId);
  const periodsByBroadcast = groupBy(broadcastPeriods, (p) => p.ownerId);
  const rowsByChannel = groupBy(rowRows, (r) => r.channelId);
  const channelsByPlayerLayer = groupBy(channelRows, (c) => `${c.playerId}/${c.formatLayerId}`);
  const layersByFormat = groupBy(layerRows, (l) => l.playerFormatId);

  const sentSettings = await settingsForPlayers(
    db,
    playerRows.map((p) => p.id),
    { sentToScreens: true },
  );

  const broadcastChannels = await loadBroadcastChannels(
    db,
    playerRows.map((player) => ({
      id: player.id,
      accountId: player.accountId,
      playerCode: player.playerCode,
      name: player.name,
      locationCode: player.locationCode,
      playerFormatCode: player.playerFormatCode,
      layerCodes: (layersByFormat.get(player.formatId) ?? []).map((l) => l.layerCode),
      acceptedContentTypes: player.contentTypesOn
        ? acceptedContentTypesOf(sentSettings.get(player.id))
        : [],
    })),
    accounts,
  );

  const built: {
    player: (typeof playerRows)[number];
    layers: ScreenManifest['layers'];
    media: ManifestMedia[];
  }[] = [];
  for (const player of playerRows) {
    const mediaByCode = new Map<string, ManifestMedia>();
    const layers: ScreenManifest['layers'] = (layersByFormat.get(player.formatId) ?? []).map(
      (layer) => ({
        ...layerPlaceOf(layer),
        channels: (channelsByPlayerLayer.get(`${player.id}/${layer.id}`) ?? []).map((channel) => ({
          channelCode: channel.channelCode,
          name: channel.name,
          isActive: channel.isActive,
          isTakeover: channel.isTakeover,
          source: channel.isManuallyGenerated ? ('manual' as const) : ('broadcast' as const),
          broadcastCode: channel.broadcastCode,
          groupCode: null,
          periods: (periodsByBroadcast.get(channel.broadcastId) ?? []).map(toPeriod),
          triggerUses: [],
          rows: (rowsByChannel.get(channel.id) ?? []).filter(isPlayableMedia).map((row) => {
            mediaByCode.set(row.mediaCode, manifestMediaOf(row));
            return scheduleRowOf(row, periodsByRow.get(row.id) ?? []);
          }),
          ...notASelection,
        })),
      }),
    );
    const fromBroadcasts = broadcastChannels.get(player.id);
    for (const layer of layers) {
      layer.channels.push(...(fromBroadcasts?.channelsByLayer.get(layer.layerCode) ?? []));
    }
    for (const item of fromBroadcasts?.media ?? []) mediaByCode.set(item.mediaCode, item);
    built.push({ player, layers, media: [...mediaByCode.values()] });
  }
  const [mediaLists, triggersOf] = await Promise.all([
    withSignParts(
      db,
      built.map(({ player, media: list }) => ({ accountId: player.accountId, media: list })),
    ),
    loadScreenTriggers(
      db,
      built.map(({ player, layers }) => ({
        id: player.id,
        accountId: player.accountId,
        locationId: player.locationId,
        triggerCodes: usedTriggerCodes(layers),
      })),
    ),
  ]);
  for (const [index, { player, layers }] of built.entries()) {
    const content = {
      playerCode: player.playerCode,
      name: player.name,
      showNameInfo: player.showNameInfo,
      timeZone: player.timeZone,
      mountedDirection: player.mountedDirection,
      format: {
        playerFormatCode: player.playerFormatCode,
        width: player.width,
        height: player.height,
      },
      layers,
      media: mediaLists[index] ?? [],
      settings: sentSettings.get(player.id) ?? {},
      triggers: triggersOf.get(player.id) ?? {},
    };
    manifests.set(player.id, sealedManifest(content));
  }
  return manifests;
}

/** A manifest's content with its hash and the time it was made. */
export const sealedManifest = (
  content: Omit<ScreenManifest, 'hashCode' | 'generatedAt'>,
): ScreenManifest => ({
  ...content,
  hashCode: manifestHash(content, rememberedJson),
  generatedAt: new Date().toISOString(),
});
