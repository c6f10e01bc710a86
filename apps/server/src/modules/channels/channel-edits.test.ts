import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channelMedia, channels, formatLayers } from '../../db/schema';
import { createBroadcast } from '../../test/broadcast-factories';
import { createMedia } from '../../test/media-factories';
import { useScreensTestApp } from '../../test/screens-test-app';
import { loadManifests } from '../content';
import { pairWithNewPlayer, TestScreen } from '../screen-gateway/screen-gateway-test-screen';

type Channel = { channelCode: string; name: string; isDefaultChannel: boolean; layerCode: string };
type Row = { broadcastMediaCode: string; mediaCode: string; orderN: number; status: string };

const bed = useScreensTestApp();

/** A paired, connected screen with its one layer's code. */
async function connectedScreen() {
  const screen = await TestScreen.register(bed.app);
  const player = await pairWithNewPlayer(bed.app, screen, bed.accountId);
  await screen.connect(bed.app);
  await screen.next('state');
  const listed = await bed.call('GET', `/api/channels/player/${player.playerCode}`);
  const layerCode = listed.json().playerChannels.layers[0].layerCode as string;
  return { screen, player, layerCode };
}

async function photo() {
  return (await createMedia(bed.app.database.db, bed.app.files, bed.accountId)).media;
}

async function addChannel(playerCode: string, layerCode: string, channelName = 'Lunch') {
  const answer = await bed.call('POST', '/api/channels/', { playerCode, channelName, layerCode });
  expect(answer.statusCode).toBe(201);
  return answer.json().channel as Channel;
}

/** A channel's rows as the screen's manifest has them. */
async function channelRows(playerCode: string, channelCode: string) {
  const [player] = await bed.app.database.db
    .select({ id: channels.playerId })
    .from(channels)
    .where(eq(channels.channelCode, channelCode));
  const loaded = (await loadManifests(bed.app.database.db, [player?.id ?? ''])).values().next();
  const channel = loaded.value?.layers
    .flatMap((layer) => layer.channels)
    .find((c) => c.channelCode === channelCode);
  expect(loaded.value?.playerCode).toBe(playerCode);
  return channel?.rows ?? [];
}

describe("a screen's own channels", () => {
  it('adds a channel to a layer, lists it as editable, and tells only that screen', async () => {
    const { screen, player, layerCode } = await connectedScreen();
    const bystander = await connectedScreen();
    const channel = await addChannel(player.playerCode, layerCode, ' Lunch menu ');
    expect(channel).toMatchObject({
      name: 'Lunch menu',
      layerCode,
      isDefaultChannel: false,
      isActive: true,
      isTakeOver: false,
      isManuallyGenerated: true,
      isEditable: true,
      mediaRows: [],
    });
    await screen.next('contentChanged');
    const listed = await bed.call('GET', `/api/channels/player/${player.playerCode}`);
    expect(listed.json().playerChannels.channels.map((c: Channel) => c.channelCode)).toContain(
      channel.channelCode,
    );
    expect(bystander.screen.taken('contentChanged')).toEqual([]);
    await screen.disconnect();
    await bystander.screen.disconnect();
  });

  it('refuses a blank name, an unknown layer, a viewer and another account, adding nothing', async () => {
    const { player, layerCode } = await connectedScreen();
    const db = bed.app.database.db;
    const before = await db.select().from(channels);
    const post = (body: object, headers = bed.ownerAuth) =>
      bed.call('POST', '/api/channels/', body, headers);
    const body = { playerCode: player.playerCode, channelName: 'Evening', layerCode };
    const blank = await post({ ...body, channelName: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().success.message).toMatch(/^channelName: /);
    expect((await post({ ...body, layerCode: 'nolayer' })).statusCode).toBe(404);
    expect((await post(body, bed.viewerAuth)).statusCode).toBe(403);
    expect((await post(body, bed.otherAuth)).statusCode).toBe(404);
    expect(await db.select().from(channels)).toEqual(before);
    await (await connectedScreen()).screen.disconnect();
  });

  it('edits the rows of a channel with the playlist row calls, apart from the default channel', async () => {
    const { screen, player, layerCode } = await connectedScreen();
    const { channelCode } = await addChannel(player.playerCode, layerCode);
    await screen.next('contentChanged');
    const [one, two, three] = [await photo(), await photo(), await photo()];
    const add = (mediaCode: string, body: object = {}) =>
      bed.call('POST', `/api/channels/${channelCode}/media/${mediaCode}`, body);
    const first = await add(one.mediaCode);
    expect(first.statusCode).toBe(201);
    expect(first.json().mediaRow).toMatchObject({ mediaCode: one.mediaCode, orderN: 0, layerCode });
    await screen.next('contentChanged');
    await add(two.mediaCode, { desiredPosition: 0 });
    await add(three.mediaCode);
    let rows = await channelRows(player.playerCode, channelCode);
    expect(rows.map((r) => r.mediaCode)).toEqual([two.mediaCode, one.mediaCode, three.mediaCode]);
    const [a, b, c] = rows.map((r) => r.broadcastMediaCode) as [string, string, string];

    // The screen's own playlist (its default channel) is not touched by any of this.
    const own = await bed.call('GET', `/api/players/${player.playerCode}/mediarows`);
    expect(own.json().layers[0]?.mediaRows ?? []).toEqual([]);
    const listed = await bed.call(
      'GET',
      `/api/players/${player.playerCode}/mediarows?channelCode=${channelCode}`,
    );
    expect(listed.json().layers).toMatchObject([
      {
        layerCode,
        channelCode,
        mediaRows: [
          { broadcastMediaCode: a },
          { broadcastMediaCode: b },
          { broadcastMediaCode: c },
        ],
      },
    ]);
    const elsewhere = await connectedScreen();
    const crossed = await bed.call(
      'GET',
      `/api/players/${elsewhere.player.playerCode}/mediarows?channelCode=${channelCode}`,
    );
    expect(crossed.statusCode).toBe(404);
    await elsewhere.screen.disconnect();

    const duration = await bed.call('PUT', `/api/channels/${channelCode}/media`, {
      broadcastMediaCode: a,
      durationSeconds: 12,
    });
    expect(duration.json().mediaRow).toMatchObject({ broadcastMediaCode: a, durationSeconds: 12 });
    const periods = [
      { startDateTime: '2026-03-01T08:00:00Z', endDateTime: '2026-03-31T18:00:00Z' },
    ];
    const scheduled = await bed.call('PUT', `/api/channels/${channelCode}/media`, {
      broadcastMediaCode: b,
      periods,
    });
    expect(scheduled.json().mediaRow.periods).toMatchObject([
      { startDateTime: '2026-03-01T08:00:00Z', endDateTime: '2026-03-31T18:00:00Z' },
    ]);
    const neither = await bed.call('PUT', `/api/channels/${channelCode}/media`, {
      broadcastMediaCode: a,
    });
    expect(neither.statusCode).toBe(400);

    const reorder = (mediaRows: object[]) =>
      bed.call('PUT', `/api/channels/${channelCode}/media/`, { mediaRows });
    expect(
      (
        await reorder([
          { broadcastMediaCode: c, orderN: 0, displayName: 'C' },
          { broadcastMediaCode: a, orderN: 1 },
          { broadcastMediaCode: b, orderN: 2 },
        ])
      ).statusCode,
    ).toBe(200);
    rows = await channelRows(player.playerCode, channelCode);
    expect(rows.map((r) => r.broadcastMediaCode)).toEqual([c, a, b]);
    const partial = await reorder([{ broadcastMediaCode: a, orderN: 0 }]);
    expect(partial.statusCode).toBe(400);

    const paused = await bed.call('PUT', `/api/channels/${channelCode}/modifymultiplemedia`, {
      broadcastMediaCodes: [a, c],
      status: 'paused',
    });
    expect(paused.json()).toMatchObject({ modifiedCount: 2 });
    rows = await channelRows(player.playerCode, channelCode);
    expect(rows.map((r) => r.isPaused)).toEqual([true, true, false]);

    expect((await bed.call('DELETE', `/api/channels/${channelCode}/media/${c}`)).statusCode).toBe(
      200,
    );
    const many = await bed.call('PUT', `/api/channels/${channelCode}/media/deletemultiple`, {
      broadcastMediaCodes: [a, b],
    });
    expect(many.json()).toMatchObject({ deletedCount: 2 });
    expect(await channelRows(player.playerCode, channelCode)).toEqual([]);
    await screen.disconnect();
  });

  it("answers 404 for rows of another channel and another account's channel, changing nothing", async () => {
    const { player, layerCode } = await connectedScreen();
    const mine = await addChannel(player.playerCode, layerCode);
    const other = await addChannel(player.playerCode, layerCode, 'Other');
    const item = await photo();
    const added = await bed.call(
      'POST',
      `/api/channels/${other.channelCode}/media/${item.mediaCode}`,
    );
    const row = added.json().mediaRow as Row;
    const db = bed.app.database.db;
    const before = await db.select().from(channelMedia);
    const wrongChannel = await bed.call(
      'DELETE',
      `/api/channels/${mine.channelCode}/media/${row.broadcastMediaCode}`,
    );
    expect(wrongChannel.statusCode).toBe(404);
    const foreign = await bed.call(
      'PUT',
      `/api/channels/${other.channelCode}/modifymultiplemedia`,
      { broadcastMediaCodes: [row.broadcastMediaCode], status: 'paused' },
      bed.otherAuth,
    );
    expect(foreign.statusCode).toBe(404);
    const viewer = await bed.call(
      'DELETE',
      `/api/channels/${other.channelCode}/media/${row.broadcastMediaCode}`,
      undefined,
      bed.viewerAuth,
    );
    expect(viewer.statusCode).toBe(403);
    expect(await db.select().from(channelMedia)).toEqual(before);
  });

  it('renames and switches channels, one or several screens at once, all or none', async () => {
    const first = await connectedScreen();
    const second = await connectedScreen();
    const one = await addChannel(first.player.playerCode, first.layerCode);
    const two = await addChannel(second.player.playerCode, second.layerCode);
    await first.screen.next('contentChanged');
    await second.screen.next('contentChanged');
    const change = (player: { playerCode: string }, channel: Channel, values: object) => ({
      PlayerCode: player.playerCode,
      ChannelCode: channel.channelCode,
      IsActive: true,
      IsTakeover: false,
      ...values,
    });
    const renamed = await bed.call(
      'PUT',
      `/api/channels/${one.channelCode}`,
      change(first.player, one, { Name: 'Breakfast' }),
    );
    expect(renamed.json().channel).toMatchObject({ name: 'Breakfast', isActive: true });

    const db = bed.app.database.db;
    const before = await db.select().from(channels);
    const mixed = await bed.call('PUT', '/api/channels/modifyMultiple', {
      Channels: [
        change(first.player, one, { IsActive: false }),
        change(first.player, two, { IsActive: false }),
      ],
    });
    expect(mixed.statusCode).toBe(404);
    expect(await db.select().from(channels)).toEqual(before);

    const both = await bed.call('PUT', '/api/channels/modifyMultiple', {
      Channels: [
        change(first.player, one, { IsActive: false }),
        change(second.player, two, { IsTakeover: true }),
      ],
    });
    expect(both.statusCode).toBe(200);
    expect(both.json().channels).toMatchObject([
      { channelCode: one.channelCode, name: 'Breakfast', isActive: false },
      { channelCode: two.channelCode, isTakeOver: true },
    ]);
    await first.screen.next('contentChanged');
    await second.screen.next('contentChanged');

    // A channel named twice takes its last change.
    const twice = await bed.call('PUT', '/api/channels/modifyMultiple', {
      Channels: [
        change(first.player, one, { IsActive: true, Name: 'Brunch' }),
        change(first.player, one, { IsActive: false, Name: 'Lunch' }),
      ],
    });
    expect(twice.statusCode).toBe(200);
    expect(twice.json().channels).toEqual([
      expect.objectContaining({ channelCode: one.channelCode, name: 'Lunch', isActive: false }),
    ]);
    await first.screen.next('contentChanged');
    await first.screen.disconnect();
    await second.screen.disconnect();
  });

  it("deletes an added channel but not a layer's default one nor a broadcast's", async () => {
    const { screen, player, layerCode } = await connectedScreen();
    const item = await photo();
    // The first row of the screen's own playlist makes its default channel.
    await bed.call('POST', `/api/players/${player.playerCode}/media/${item.mediaCode}`);
    const [layer] = (await bed.call('GET', `/api/players/${player.playerCode}/mediarows`)).json()
      .layers;
    const defaultCode = layer.channelCode as string;
    const db = bed.app.database.db;
    const [formatLayer] = await db
      .select({ id: formatLayers.id })
      .from(formatLayers)
      .where(eq(formatLayers.layerCode, layerCode));
    const { broadcast } = await createBroadcast(db, bed.accountId, {
      groups: [
        { playerIds: [player.id], formatLayerIds: [formatLayer?.id ?? ''], mediaIds: [item.id] },
      ],
    });
    const listed = await bed.call('GET', `/api/channels/player/${player.playerCode}`);
    const generated = (
      listed.json().playerChannels.channels as Array<Channel & { broadcasts: string[] }>
    ).find((c) => c.broadcasts.includes(broadcast.broadcastCode));
    expect(generated).toBeDefined();
    const added = await addChannel(player.playerCode, layerCode);

    const ofDefault = await bed.call('DELETE', `/api/channels/${defaultCode}`);
    expect(ofDefault.statusCode).toBe(409);
    expect(ofDefault.json().success.message).toMatch(/default channel/);
    const generatedCode = generated?.channelCode as string;
    const ofBroadcast = await bed.call('DELETE', `/api/channels/${generatedCode}`);
    expect(ofBroadcast.statusCode).toBe(409);
    expect(ofBroadcast.json().success.message).toContain(broadcast.name);
    const addToBroadcast = await bed.call(
      'POST',
      `/api/channels/${generatedCode}/media/${item.mediaCode}`,
    );
    expect(addToBroadcast.statusCode).toBe(409);
    expect(
      (await bed.call('DELETE', `/api/channels/${generatedCode}`, undefined, bed.otherAuth))
        .statusCode,
    ).toBe(404);

    expect((await bed.call('DELETE', `/api/channels/${added.channelCode}`)).statusCode).toBe(200);
    const after = await bed.call('GET', `/api/channels/player/${player.playerCode}`);
    const codes = after.json().playerChannels.channels.map((c: Channel) => c.channelCode);
    expect(codes).toContain(defaultCode);
    expect(codes).not.toContain(added.channelCode);
    expect((await bed.call('DELETE', `/api/channels/${added.channelCode}`)).statusCode).toBe(404);
    await screen.disconnect();
  });
});
