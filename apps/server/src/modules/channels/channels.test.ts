import { describe, expect, it } from 'vitest';
import { channels, savedFilters } from '../../db/schema';
import { createBroadcast } from '../../test/broadcast-factories';
import { createPlayer, createPlayerFormat } from '../../test/factories';
import { filterLeaf } from '../../test/filter-conditions';
import { createMedia } from '../../test/media-factories';
import { useScreensTestApp } from '../../test/screens-test-app';
import { loadManifests } from '../content';

const bed = useScreensTestApp();

/** A screen with its own channel on its one layer and a broadcast reaching it. */
async function screenWithChannels() {
  const db = bed.app.database.db;
  const { format, layer } = await createPlayerFormat(db, bed.accountId);
  const player = await createPlayer(db, bed.accountId, { playerFormatId: format.id });
  const photo = (await createMedia(db, bed.app.files, bed.accountId)).media;
  const [own] = await db
    .insert(channels)
    .values({
      accountId: bed.accountId,
      playerId: player.id,
      formatLayerId: layer.id,
      name: 'Main',
      isDefault: true,
    })
    .returning();
  const { broadcast } = await createBroadcast(db, bed.accountId, {
    groups: [{ playerIds: [player.id], formatLayerIds: [layer.id], mediaIds: [photo.id] }],
  });
  return { player, layer, own: own?.channelCode as string, broadcast, photo };
}

describe('channels', () => {
  it("lists a screen's own channels and those its broadcasts generate, per layer", async () => {
    const { player, layer, own, broadcast, photo } = await screenWithChannels();
    const answer = await bed.app.inject({
      method: 'GET',
      url: `/api/channels/player/${player.playerCode}`,
      headers: bed.ownerAuth,
    });
    expect(answer.statusCode).toBe(200);
    const { playerChannels } = answer.json();
    expect(playerChannels).toMatchObject({
      playerCode: player.playerCode,
      layers: [{ layerCode: layer.layerCode }],
      playerFormatWidth: 1920,
      playerFormatHeight: 1080,
    });
    expect(playerChannels.channels).toMatchObject([
      {
        channelCode: own,
        isDefaultChannel: true,
        isManuallyGenerated: true,
        isEditable: true,
        broadcasts: [],
      },
      {
        isManuallyGenerated: false,
        isEditable: false,
        broadcasts: [broadcast.broadcastCode],
        mediaRows: [{ displayName: photo.displayName, orderN: 1 }],
      },
    ]);
    const foreign = await bed.app.inject({
      method: 'GET',
      url: `/api/channels/player/${player.playerCode}`,
      headers: bed.otherAuth,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('explains why a screen plays what it plays at a time', async () => {
    const { player, own, broadcast } = await screenWithChannels();
    const answer = await bed.app.inject({
      method: 'GET',
      url: `/api/channels/player/${player.playerCode}/explain?at=2026-03-02T10:00:00Z`,
      headers: bed.ownerAuth,
    });
    expect(answer.statusCode).toBe(200);
    const { explanation } = answer.json();
    expect(explanation).toMatchObject({
      at: '2026-03-02T10:00:00.000Z',
      localDateTime: '2026-03-02T10:00:00',
      timeZone: 'UTC',
      validUntil: null,
    });
    expect(explanation.layers[0].channels).toMatchObject([
      { channelCode: own, source: 'manual', verdict: 'nothingOn', rows: [] },
      {
        source: 'broadcast',
        broadcastCode: broadcast.broadcastCode,
        verdict: 'playing',
        rows: [{ verdict: 'playing' }],
      },
    ]);
  });

  it('gives the channels of the screens a saved player filter selects', async () => {
    const { player, own } = await screenWithChannels();
    const [filter] = await bed.app.database.db
      .insert(savedFilters)
      .values({
        accountId: bed.accountId,
        kind: 'Player',
        name: `Just one ${player.playerCode}`,
        condition: { operator: 'AND', subNodes: [filterLeaf('Players', [player.playerCode])] },
      })
      .returning();
    const answer = await bed.app.inject({
      method: 'POST',
      url: '/api/channels/player/multiple',
      headers: bed.ownerAuth,
      payload: { FilterCode: filter?.filterCode },
    });
    expect(answer.statusCode).toBe(200);
    const { playerChannels } = answer.json();
    expect(playerChannels.map((p: { playerCode: string }) => p.playerCode)).toEqual([
      player.playerCode,
    ]);
    expect(playerChannels[0].channels[0].channelCode).toBe(own);
    const foreign = await bed.app.inject({
      method: 'POST',
      url: '/api/channels/player/multiple',
      headers: bed.otherAuth,
      payload: { FilterCode: filter?.filterCode },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("switches a screen's own channel to a takeover, and refuses a broadcast's", async () => {
    const { player, own } = await screenWithChannels();
    const put = (code: string, body: object) =>
      bed.app.inject({
        method: 'PUT',
        url: `/api/channels/${code}`,
        headers: bed.ownerAuth,
        payload: body,
      });
    const body = {
      PlayerCode: player.playerCode,
      ChannelCode: own,
      IsActive: true,
      IsTakeover: true,
    };
    const answer = await put(own, body);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().channel).toMatchObject({ channelCode: own, isTakeOver: true });
    const manifest = (await loadManifests(bed.app.database.db, [player.id])).get(player.id);
    expect(manifest?.layers[0]?.channels[0]).toMatchObject({ channelCode: own, isTakeover: true });
    const generated = manifest?.layers[0]?.channels[1]?.channelCode as string;
    expect((await put(generated, { ...body, ChannelCode: generated })).statusCode).toBe(409);
    const { own: another } = await screenWithChannels();
    expect((await put(own, { ...body, ChannelCode: another })).statusCode).toBe(400);
  });
});
