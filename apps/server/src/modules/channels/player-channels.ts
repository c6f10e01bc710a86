import { and, eq, inArray } from 'drizzle-orm';
import { channels, media, playerFormats } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import { findPlayer, type Actor } from '../scope';
import { loadManifests } from '../content';

type PlayerRow = { id: string; playerFormatId: string };

/**
 * Screens' channels per layer as their manifests have them (own ones and those broadcasts
 * generate), with media names, in a fixed number of queries however many screens.
 */
export async function channelsOfPlayers(db: Database, actor: Actor, rows: readonly PlayerRow[]) {
  if (!rows.length) return [];
  const manifests = await loadManifests(
    db,
    rows.map((row) => row.id),
  );
  const mediaCodes = [
    ...new Set(
      [...manifests.values()].flatMap((m) =>
        m.layers.flatMap((l) => l.channels.flatMap((c) => c.rows.map((r) => r.mediaCode))),
      ),
    ),
  ];
  const [names, defaults, formats] = await Promise.all([
    mediaCodes.length
      ? db
          .select({ code: media.mediaCode, name: media.displayName, type: media.mediaType })
          .from(media)
          .where(and(eq(media.accountId, actor.accountId), inArray(media.mediaCode, mediaCodes)))
      : [],
    db
      .select({ code: channels.channelCode })
      .from(channels)
      .where(
        and(
          inArray(
            channels.playerId,
            rows.map((row) => row.id),
          ),
          eq(channels.isDefault, true),
        ),
      ),
    db
      .select({ id: playerFormats.id, name: playerFormats.name })
      .from(playerFormats)
      .where(inArray(playerFormats.id, [...new Set(rows.map((row) => row.playerFormatId))])),
  ]);
  const nameOf = new Map(names.map((row) => [row.code, row.name]));
  const typeOf = new Map(names.map((row) => [row.code, row.type]));
  const isDefault = new Set(defaults.map((row) => row.code));
  const formatName = new Map(formats.map((row) => [row.id, row.name]));
  return rows.flatMap((row) => {
    const manifest = manifests.get(row.id);
    if (!manifest) return [];
    return [
      {
        playerCode: manifest.playerCode,
        layers: manifest.layers.map(({ layerCode, name, width, height }) => ({
          layerCode,
          name,
          width,
          height,
        })),
        playerFormatWidth: manifest.format.width,
        playerFormatHeight: manifest.format.height,
        playerFormatName: formatName.get(row.playerFormatId) ?? '',
        channels: manifest.layers.flatMap((layer) =>
          layer.channels.map((channel) => ({
            channelCode: channel.channelCode,
            name: channel.name,
            layerCode: layer.layerCode,
            isDefaultChannel: isDefault.has(channel.channelCode),
            isActive: channel.isActive,
            isTakeOver: channel.isTakeover,
            isManuallyGenerated: channel.source === 'manual',
            isEditable: channel.source === 'manual',
            broadcasts: channel.broadcastCode ? [channel.broadcastCode] : [],
            hasPermission: true,
            mediaRows: channel.rows.map((r) => ({
              broadcastMediaCode: r.broadcastMediaCode,
              displayName: nameOf.get(r.mediaCode) ?? '',
              orderN: r.orderN,
              mediaCode: r.mediaCode,
              mediaType: typeOf.get(r.mediaCode) ?? 'File',
            })),
          })),
        ),
      },
    ];
  });
}

/** One visible screen's channels; 404 for any other. */
export async function playerChannels(db: Database, actor: Actor, playerCode: string) {
  const player = await findPlayer(db, actor, playerCode);
  const [found] = await channelsOfPlayers(db, actor, [player]);
  if (!found) throw new NotFound('There is no screen with that code.');
  return found;
}

/** One channel of a visible screen as the channels calls answer it; 404 when it is not there. */
export async function channelOfPlayer(
  db: Database,
  actor: Actor,
  playerCode: string,
  channelCode: string,
) {
  const found = (await playerChannels(db, actor, playerCode)).channels.find(
    (channel) => channel.channelCode === channelCode,
  );
  if (!found) throw new NotFound('There is no such channel on that screen.');
  return found;
}
