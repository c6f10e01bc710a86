import type { CallBody, updateChannel } from '@marquee/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { channels, media, playerFormats } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { BadRequest, NotFound } from '../../platform/errors';
import { findPlayer, type ScreensViewer } from '../players/find-player';
import { contentChanged, loadManifests } from '../screen-gateway';

/** A screen's channels per layer as its manifest has them, with its media's names. */
export async function playerChannels(db: Database, viewer: ScreensViewer, playerCode: string) {
  const player = await findPlayer(db, viewer, playerCode);
  const manifest = (await loadManifests(db, [player.id])).get(player.id);
  if (!manifest) throw new NotFound('There is no screen with that code.');
  const mediaCodes = [
    ...new Set(
      manifest.layers.flatMap((l) => l.channels.flatMap((c) => c.rows.map((r) => r.mediaCode))),
    ),
  ];
  const names = new Map(
    (mediaCodes.length
      ? await db
          .select({ code: media.mediaCode, name: media.displayName })
          .from(media)
          .where(and(eq(media.accountId, viewer.accountId), inArray(media.mediaCode, mediaCodes)))
      : []
    ).map((row) => [row.code, row.name]),
  );
  const [format] = await db
    .select({ name: playerFormats.name })
    .from(playerFormats)
    .where(eq(playerFormats.id, player.playerFormatId));
  const defaults = new Set(
    (
      await db
        .select({ code: channels.channelCode })
        .from(channels)
        .where(and(eq(channels.playerId, player.id), eq(channels.isDefault, true)))
    ).map((row) => row.code),
  );
  return {
    playerCode: manifest.playerCode,
    layers: manifest.layers.map((l) => ({ layerCode: l.layerCode, name: l.name })),
    playerFormatWidth: manifest.format.width,
    playerFormatHeight: manifest.format.height,
    playerFormatName: format?.name ?? '',
    channels: manifest.layers.flatMap((layer) =>
      layer.channels.map((channel) => ({
        channelCode: channel.channelCode,
        name: channel.name,
        layerCode: layer.layerCode,
        isDefaultChannel: defaults.has(channel.channelCode),
        isActive: channel.isActive,
        isTakeOver: channel.isTakeover,
        isManuallyGenerated: channel.source === 'manual',
        isEditable: channel.source === 'manual',
        broadcasts: channel.broadcastCode ? [channel.broadcastCode] : [],
        hasPermission: true,
        mediaRows: channel.rows.map((row) => ({
          broadcastMediaCode: row.broadcastMediaCode,
          displayName: names.get(row.mediaCode) ?? '',
          orderN: row.orderN,
        })),
      })),
    ),
  };
}

/** Switches a screen's own channel on or off, or to a takeover; the screen is told. */
export async function modifyChannel(
  db: Database,
  viewer: ScreensViewer,
  channelCode: string,
  body: CallBody<typeof updateChannel>,
) {
  const player = await findPlayer(db, viewer, body.PlayerCode);
  const codes = [...new Set([channelCode, body.ChannelCode])];
  const known = await db
    .select({ code: channels.channelCode })
    .from(channels)
    .where(and(eq(channels.accountId, viewer.accountId), inArray(channels.channelCode, codes)));
  if (known.length !== codes.length) throw new NotFound('There is no such channel on that screen.');
  if (body.ChannelCode !== channelCode) {
    throw new BadRequest('ChannelCode: must be the code in the address');
  }
  const [row] = await db
    .update(channels)
    .set({ isActive: body.IsActive, isTakeover: body.IsTakeover })
    .where(
      and(
        eq(channels.accountId, viewer.accountId),
        eq(channels.playerId, player.id),
        eq(channels.channelCode, channelCode),
        eq(channels.isManuallyGenerated, true),
      ),
    )
    .returning({ id: channels.id });
  if (!row) throw new NotFound('There is no such channel on that screen.');
  await contentChanged(db, { playerIds: [player.id] });
  const updated = (await playerChannels(db, viewer, body.PlayerCode)).channels.find(
    (c) => c.channelCode === channelCode,
  );
  if (!updated) throw new NotFound('There is no such channel on that screen.');
  return updated;
}
