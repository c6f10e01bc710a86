import type { ScreenManifest } from '@marquee/contracts';
import { broadcastChannels, type ScheduleBroadcast } from '@marquee/domain';
import { asc, eq } from 'drizzle-orm';
import { broadcasts, formatLayers, playerFormats } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { loadPlayedBroadcast } from './account-broadcasts';
import { manifestChannelsOf } from './load-broadcast-channels';
import { sealedManifest } from './load-manifests';
import { layerPlaceOf } from './manifest-parts';
import { withSignParts } from './sign-parts';

/** The code the preview's screen goes by: no screen of any account has it. */
const previewPlayerCode = 'preview';

/** The screen a preview plays on: a format, the account's zone, the triggers as chosen. */
export interface PreviewScreen {
  accountId: string;
  broadcastId: string;
  playerFormatId: string;
  timeZone: string;
  triggers: ScreenManifest['triggers'];
}

/**
 * The broadcast as every one of its groups reaches the screen by its fixed list, and playing
 * whether Draft or Confirmed: the resolver then picks what the screen plays as on any screen.
 */
const reachingPreview = (broadcast: ScheduleBroadcast): ScheduleBroadcast => ({
  ...broadcast,
  status: 'Confirmed',
  groups: broadcast.groups.map((group) => ({
    ...group,
    condition: null,
    clusterCodes: [],
    fixedPlayerCodes: [previewPlayerCode],
  })),
});

/**
 * The manifest a screen of the format would play if this one broadcast reached it (and nothing
 * else: no playlist of its own, no other broadcast), built by the same parts as every screen's
 * manifest, named after the broadcast. Its settings are the players' defaults.
 */
export async function loadPreviewManifest(
  db: Database,
  screen: PreviewScreen,
): Promise<ScreenManifest> {
  const [[format], layerRows, [named], content] = await Promise.all([
    db.select().from(playerFormats).where(eq(playerFormats.id, screen.playerFormatId)),
    db
      .select()
      .from(formatLayers)
      .where(eq(formatLayers.playerFormatId, screen.playerFormatId))
      .orderBy(asc(formatLayers.zOrder), asc(formatLayers.layerCode)),
    db
      .select({ name: broadcasts.name })
      .from(broadcasts)
      .where(eq(broadcasts.id, screen.broadcastId)),
    loadPlayedBroadcast(db, screen.accountId, screen.broadcastId),
  ]);
  if (!format) throw new Error('The preview names no format');
  const generated = broadcastChannels(
    {
      playerCode: previewPlayerCode,
      name: named?.name ?? '',
      locationCode: null,
      playerFormatCode: format.playerFormatCode,
      layerCodes: layerRows.map((layer) => layer.layerCode),
      tagCodes: [],
      statusValues: [],
    },
    content.broadcasts.map(({ broadcast }) => reachingPreview(broadcast)),
  );
  const { channelsByLayer, media } = manifestChannelsOf(content, generated);
  const [withSigns] = await withSignParts(db, [{ accountId: screen.accountId, media }]);
  return sealedManifest({
    playerCode: previewPlayerCode,
    name: named?.name ?? '',
    showNameInfo: false,
    timeZone: screen.timeZone,
    mountedDirection: format.resolutionX >= format.resolutionY ? 'Landscape' : 'Portrait',
    format: {
      playerFormatCode: format.playerFormatCode,
      width: format.resolutionX,
      height: format.resolutionY,
    },
    layers: layerRows.map((layer) => ({
      ...layerPlaceOf(layer),
      channels: channelsByLayer.get(layer.layerCode) ?? [],
    })),
    media: withSigns ?? [],
    settings: {},
    triggers: screen.triggers,
  });
}
