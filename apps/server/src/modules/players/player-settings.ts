import {
  statusReportSchema,
  type CallBody,
  type updatePlayerSettings as updateCall,
} from '@marquee/contracts';
import { aspectOf } from '@marquee/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { formatLayers, locations, media, playerFormats } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { latestUploadTimes } from '../screen-gateway';
import { recordContentChange } from '../content';
import { savePlayerSettings } from '../player-records';
import { ownSettingsOf, replaceOwnSettings } from '../player-settings';
import { followFormatChange } from '../channels';
import { findPlayer, type Actor } from '../scope';
import { findLocationId, findUsableFormat } from './player-references';
import { playerStatusOf } from './player-status-of';

/** The settings form of a screen the user can see. */
export async function getPlayerSettings(db: Database, actor: Actor, playerCode: string) {
  const player = await findPlayer(db, actor, playerCode);
  const [format] = await db
    .select({
      code: playerFormats.playerFormatCode,
      width: playerFormats.resolutionX,
      height: playerFormats.resolutionY,
    })
    .from(playerFormats)
    .where(eq(playerFormats.id, player.playerFormatId));
  const [location] = player.locationId
    ? await db
        .select({ code: locations.locationCode })
        .from(locations)
        .where(eq(locations.id, player.locationId))
    : [];
  return {
    playerCode: player.playerCode,
    name: player.name,
    playerFormatCode: format?.code ?? '',
    mountedDirection: player.mountedDirection,
    locationCode: location?.code ?? null,
    showNameInfo: player.showNameInfo,
    settings: (await ownSettingsOf(db, 'Player', [player.id])).get(player.id) ?? {},
    format: {
      playerFormatCode: format?.code ?? '',
      aspect: format ? aspectOf(format.width, format.height) : '',
    },
  };
}

/**
 * Changes what was sent; a new format gives the screen its own playlist on the new layers (and
 * drops the old layers' ones), and the screen is told when what it plays may have changed.
 */
export async function updatePlayerSettings(
  db: Database,
  actor: Actor,
  playerCode: string,
  input: CallBody<typeof updateCall>,
) {
  const player = await findPlayer(db, actor, playerCode);
  const playerFormatId = input.playerFormatCode
    ? await findUsableFormat(db, actor, input.playerFormatCode)
    : player.playerFormatId;
  const locationId =
    input.locationCode === undefined
      ? player.locationId
      : await findLocationId(db, actor, input.locationCode);
  await db.transaction(async (tx) => {
    await savePlayerSettings(
      tx,
      { accountId: actor.accountId, playerId: player.id },
      {
        name: input.name ?? player.name,
        mountedDirection: input.mountedDirection ?? player.mountedDirection,
        playerFormatId,
        locationId,
      },
    );
    if (input.settings) {
      const target = { accountId: actor.accountId, level: 'Player', playerId: player.id } as const;
      await replaceOwnSettings(tx, target, input.settings);
    }
    if (playerFormatId !== player.playerFormatId) {
      await followFormatChange(tx, [{ ...player, playerFormatId }]);
    }
    // The manifest carries the name, orientation, format, location's time zone and settings; only
    // a screen whose manifest did change is told.
    await recordContentChange(tx, { accountId: actor.accountId, playerIds: [player.id] });
  });
  return getPlayerSettings(db, actor, playerCode);
}

/** What the screen last reported, for the information tab. */
export async function getPlayerInformation(db: Database, actor: Actor, playerCode: string) {
  const player = await findPlayer(db, actor, playerCode);
  const uploads = await latestUploadTimes(db, player.id);
  const nowPlaying = await namedNowPlaying(db, player);
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    playerCode: player.playerCode,
    pairedAt: iso(player.pairedAt),
    lastHeartbeatAt: iso(player.lastHeartbeatAt),
    statusReportedAt: iso(player.statusReportedAt),
    statusReport: player.statusReport ?? null,
    playlistModifiedAt: iso(player.playlistModifiedAt),
    playlistHash: player.playlistHash,
    playlistDownloadedAt: iso(player.playlistDownloadedAt),
    playlistDownloadedHash: player.playlistDownloadedHash,
    screenshotTakenAt: iso(uploads.screenshotTakenAt),
    logsWrittenAt: iso(uploads.logsWrittenAt),
    nowPlaying,
    status: playerStatusOf(player, new Date()),
  };
}

/**
 * The report's layers and media by name. The report is the screen's own word, so only its
 * format's layers and its account's media are named; an unknown code stays unnamed.
 */
async function namedNowPlaying(
  db: Database,
  player: { accountId: string; playerFormatId: string; statusReport: unknown },
) {
  const report = statusReportSchema.pick({ nowPlaying: true }).safeParse(player.statusReport);
  const shown = report.success ? report.data.nowPlaying : [];
  if (!shown.length) return [];
  const mediaCodes = shown.flatMap(({ mediaCode }) => (mediaCode ? [mediaCode] : []));
  const [layerRows, mediaRows] = await Promise.all([
    db
      .select({ code: formatLayers.layerCode, name: formatLayers.name })
      .from(formatLayers)
      .where(eq(formatLayers.playerFormatId, player.playerFormatId)),
    mediaCodes.length
      ? db
          .select({ code: media.mediaCode, name: media.displayName })
          .from(media)
          .where(and(eq(media.accountId, player.accountId), inArray(media.mediaCode, mediaCodes)))
      : [],
  ]);
  const layerNames = new Map(layerRows.map(({ code, name }) => [code, name]));
  const mediaNames = new Map(mediaRows.map(({ code, name }) => [code, name]));
  return shown.map(({ layerCode, mediaCode }) => ({
    layerCode,
    layerName: layerNames.get(layerCode) ?? null,
    mediaCode,
    mediaName: (mediaCode && mediaNames.get(mediaCode)) ?? null,
  }));
}
