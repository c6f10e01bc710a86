import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { channels, players, roles, screenCommands, screenRegistrations } from '../../db/schema';
import { createLocation, createPlayer, createPlayerFormat } from '../../test/factories';
import { createMedia } from '../../test/media-factories';
import { filterLeaf } from '../../test/filter-conditions';
import { useScreensTestApp } from '../../test/screens-test-app';
import { snapshotTables } from '../../test/table-snapshot';
import { TestScreen } from '../screen-gateway/screen-gateway-test-screen';

const bed = useScreensTestApp();
let formatCode: string;
let locationCode: string;

beforeAll(async () => {
  const db = bed.app.database.db;
  formatCode = (await createPlayerFormat(db, bed.accountId)).format.playerFormatCode;
  locationCode = (await createLocation(db, bed.accountId, { name: 'Harbour' })).locationCode;
});

function pair(headers: { authorization: string }, playerSecret: string, extra: object = {}) {
  return bed.app.inject({
    method: 'POST',
    url: '/api/players',
    headers,
    payload: { playerSecret, name: 'Lobby', playerFormatCode: formatCode, ...extra },
  });
}

describe('pairing a screen', () => {
  it('finds a waiting screen by its code, pairs it once, and gives it a playlist per layer', async () => {
    const screen = await TestScreen.register(bed.app);
    const lookup = (code: string) =>
      bed.app.inject({
        method: 'GET',
        url: `/api/players/lookupPlayerByPlayerSecret/${code}`,
        headers: bed.ownerAuth,
      });
    expect((await lookup(screen.pairingCode.toLowerCase())).json()).toMatchObject({ found: true });

    const paired = await pair(bed.ownerAuth, screen.pairingCode, {
      tags: ['Entrance', 'entrance', 'Window'],
      locationCode,
      mountedDirection: 'Portrait',
    });
    expect(paired.statusCode).toBe(201);
    const player = paired.json().player;
    expect(player).toMatchObject({
      name: 'Lobby',
      mountedDirection: 'Portrait',
      playerFormatCode: formatCode,
      locationName: 'Harbour',
      status: { kind: 'notStarted', isFake: false },
    });
    expect(player.tags.map((tag: { name: string }) => tag.name)).toEqual(['Entrance', 'Window']);

    const db = bed.app.database.db;
    const [row] = await db.select().from(players).where(eq(players.playerCode, player.playerCode));
    const own = await db
      .select()
      .from(channels)
      .where(eq(channels.playerId, row?.id ?? ''));
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ isDefault: true, isManuallyGenerated: true });

    const again = await lookup(screen.pairingCode);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      success: { ok: false, message: 'There is no player with that player secret.' },
    });
    const twice = await pair(bed.ownerAuth, screen.pairingCode);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().success.message).toBe('There is no player with that player secret.');
  });

  it('stores the version a new screen plays and when it was made, so the console never shows a playing version that was never made', async () => {
    const screen = await TestScreen.register(bed.app);
    const paired = await pair(bed.ownerAuth, screen.pairingCode);
    expect(paired.statusCode).toBe(201);
    const manifest = await bed.app.inject({
      method: 'GET',
      url: '/screen-api/manifest',
      headers: { cookie: screen.cookie },
    });
    const [row] = await bed.app.database.db
      .select({ hash: players.playlistHash, changedAt: players.playlistModifiedAt })
      .from(players)
      .where(eq(players.playerCode, paired.json().player.playerCode));
    expect(`"${row?.hash}"`).toBe(manifest.headers.etag);
    expect(row?.changedAt).toBeInstanceOf(Date);
  });

  it('lets exactly one of two concurrent pairings of one code win, and keeps no half player', async () => {
    const screen = await TestScreen.register(bed.app);
    const db = bed.app.database.db;
    const before = (await db.select().from(players).where(eq(players.accountId, bed.accountId)))
      .length;
    const answers = await Promise.all([
      pair(bed.ownerAuth, screen.pairingCode),
      pair(bed.ownerAuth, screen.pairingCode),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 404]);
    const after = (await db.select().from(players).where(eq(players.accountId, bed.accountId)))
      .length;
    expect(after).toBe(before + 1);
  });

  it('neither finds nor pairs a screen whose pairing code has expired', async () => {
    const screen = await TestScreen.register(bed.app);
    await bed.app.database.db
      .update(screenRegistrations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(screenRegistrations.pairingCode, screen.pairingCode));
    const lookup = await bed.app.inject({
      method: 'GET',
      url: `/api/players/lookupPlayerByPlayerSecret/${screen.pairingCode}`,
      headers: bed.ownerAuth,
    });
    expect(lookup.statusCode).toBe(404);
    const before = await snapshotTables(bed.app);
    const paired = await pair(bed.ownerAuth, screen.pairingCode);
    expect(paired.statusCode).toBe(404);
    expect(await snapshotTables(bed.app)).toBe(before);
  });

  it("refuses another account's format and location, and a viewer, changing nothing", async () => {
    const screen = await TestScreen.register(bed.app);
    const db = bed.app.database.db;
    const theirFormat = (await createPlayerFormat(db, bed.otherAccountId)).format;
    const before = await snapshotTables(bed.app);
    const foreignFormat = await pair(bed.otherAuth, screen.pairingCode);
    expect(foreignFormat.statusCode).toBe(404);
    const foreignLocation = await pair(bed.otherAuth, screen.pairingCode, {
      playerFormatCode: theirFormat.playerFormatCode,
      locationCode,
    });
    expect(foreignLocation.statusCode).toBe(404);
    expect(foreignLocation.json().success.message).toMatch(/location/i);
    expect((await pair(bed.viewerAuth, screen.pairingCode)).statusCode).toBe(403);
    expect((await pair(bed.ownerAuth, 'NOT-A-CODE')).statusCode).toBe(400);
    expect(await snapshotTables(bed.app)).toBe(before);
  });
});

describe('listing, searching and changing screens', () => {
  it('selects players through a filter condition and counts them', async () => {
    const db = bed.app.database.db;
    const location = await createLocation(db, bed.accountId, { name: 'Quay' });
    const quay = await createPlayer(db, bed.accountId, {
      name: 'Quay east',
      locationId: location.id,
    });
    await createPlayer(db, bed.accountId, { name: 'Quay west' });
    const search = await bed.app.inject({
      method: 'POST',
      url: '/api/players/search',
      headers: bed.ownerAuth,
      payload: {
        Condition: {
          operator: 'AND',
          subNodes: [filterLeaf('Locations', [location.locationCode])],
        },
        SearchText: 'quay',
      },
    });
    expect(search.statusCode).toBe(200);
    expect(search.json()).toMatchObject({
      TotalCount: 1,
      hasMore: false,
      Players: [{ playerCode: quay.playerCode, locationName: 'Quay' }],
    });
    const fakes = await bed.app.inject({
      method: 'POST',
      url: '/api/players/search',
      headers: bed.ownerAuth,
      payload: {
        Condition: { operator: 'AND', subNodes: [filterLeaf('PlayerStatus', ['FakePlayer'])] },
        SearchText: 'Quay',
      },
    });
    expect(fakes.json().TotalCount).toBe(2);
    const list = await bed.app.inject({
      method: 'GET',
      url: '/api/players',
      headers: bed.otherAuth,
    });
    expect(list.json().Players).toEqual([]);
  });

  it("limits a user to their roles' screens filter: others are 404", async () => {
    const db = bed.app.database.db;
    const seen = await createPlayer(db, bed.accountId, { name: 'Seen by viewer' });
    const hidden = await createPlayer(db, bed.accountId, { name: 'Hidden from viewer' });
    await db
      .update(roles)
      .set({
        screensFilter: {
          condition: { operator: 'AND', subNodes: [filterLeaf('Players', [seen.playerCode])] },
        },
      })
      .where(and(eq(roles.accountId, bed.accountId), eq(roles.name, 'User')));
    const list = await bed.app.inject({
      method: 'GET',
      url: '/api/players',
      headers: bed.viewerAuth,
    });
    expect(list.json().Players.map((p: { playerCode: string }) => p.playerCode)).toEqual([
      seen.playerCode,
    ]);
    const read = (code: string) =>
      bed.app.inject({
        method: 'GET',
        url: `/api/players/${code}/settings`,
        headers: bed.viewerAuth,
      });
    expect((await read(seen.playerCode)).statusCode).toBe(200);
    expect((await read(hidden.playerCode)).statusCode).toBe(404);
  });

  it("changes settings, commands a screen, deletes it, and answers 404 for another account's", async () => {
    const db = bed.app.database.db;
    const player = await createPlayer(db, bed.accountId, { name: 'Old name' });
    const url = `/api/players/${player.playerCode}`;
    const changed = await bed.app.inject({
      method: 'PUT',
      url: `${url}/settings`,
      headers: bed.ownerAuth,
      payload: { name: 'New name', locationCode, settings: { Volume: 3, LogLevel: null } },
    });
    expect(changed.json().player).toMatchObject({
      name: 'New name',
      locationCode,
      settings: { Volume: 3, LogLevel: null },
    });
    // Own settings are the settings store's player level: only known settings, fitting values.
    for (const [settings, message] of [
      [{ volume: 3 }, 'settings.volume: no setting volume'],
      [{ Volume: 101 }, 'settings.Volume: must be at most 100'],
      [
        { AlarmWebhookUrl: 'https://x.example' },
        'settings.AlarmWebhookUrl: AlarmWebhookUrl cannot be set at Player level',
      ],
    ] as const) {
      const refused = await bed.app.inject({
        method: 'PUT',
        url: `${url}/settings`,
        headers: bed.ownerAuth,
        payload: { name: 'Refused', settings },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().success.message).toBe(message);
    }
    const kept = await bed.app.inject({
      method: 'GET',
      url: `${url}/settings`,
      headers: bed.ownerAuth,
    });
    expect(kept.json().player).toMatchObject({
      name: 'New name',
      settings: { Volume: 3, LogLevel: null },
    });

    for (const method of ['GET', 'PUT'] as const) {
      const foreign = await bed.app.inject({
        method,
        url: `${url}/settings`,
        headers: bed.otherAuth,
        payload: method === 'PUT' ? { name: 'Taken' } : undefined,
      });
      expect(foreign.statusCode).toBe(404);
    }
    expect(
      (await bed.app.inject({ method: 'POST', url: `${url}/reboot`, headers: bed.otherAuth }))
        .statusCode,
    ).toBe(404);

    const reboot = await bed.app.inject({
      method: 'POST',
      url: `${url}/reboot`,
      headers: bed.ownerAuth,
    });
    expect(reboot.statusCode).toBe(202);
    const queued = await db
      .select()
      .from(screenCommands)
      .where(eq(screenCommands.playerId, player.id));
    expect(queued.map((command) => command.kind)).toEqual(['reboot']);
    // Before the screen sent a file there is none to ask for, and asking is no error.
    const information = async () =>
      (await bed.call('GET', `${url}/information`, undefined, bed.ownerAuth)).json().information;
    expect(await information()).toMatchObject({ screenshotTakenAt: null, logsWrittenAt: null });
    for (const file of ['screenshot', 'logs']) {
      const none = await bed.app.inject({
        method: 'GET',
        url: `${url}/${file}`,
        headers: bed.ownerAuth,
      });
      expect(none.statusCode).toBe(204);
      expect(none.body).toBe('');
    }
    expect(
      (await bed.app.inject({ method: 'GET', url: `${url}/screenshot`, headers: bed.otherAuth }))
        .statusCode,
    ).toBe(404);
    // Once the screen sent one, the answer is the PNG itself, with its time.
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const takenAt = new Date('2026-03-01T10:00:00Z');
    await db.insert(screenCommands).values({
      accountId: player.accountId,
      playerId: player.id,
      kind: 'orderScreenshot',
      resultBody: png,
      resultAt: takenAt,
    });
    const sent = await bed.app.inject({
      method: 'GET',
      url: `${url}/screenshot`,
      headers: bed.ownerAuth,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['content-type']).toBe('image/png');
    expect(sent.headers['last-modified']).toBe(takenAt.toUTCString());
    expect(sent.rawPayload).toEqual(png);
    expect(await information()).toMatchObject({
      screenshotTakenAt: takenAt.toISOString(),
      logsWrittenAt: null,
    });

    expect((await bed.call('DELETE', url, undefined, bed.otherAuth)).statusCode).toBe(404);
    expect((await bed.call('DELETE', url, undefined, bed.ownerAuth)).statusCode).toBe(200);
    const gone = await db.select().from(players).where(eq(players.id, player.id));
    expect(gone).toEqual([]);
  });
});

describe('bulk changes', () => {
  it("names what each layer plays from the screen's own format and account only", async () => {
    const db = bed.app.database.db;
    const { format, layer } = await createPlayerFormat(db, bed.accountId);
    const own = (await createMedia(db, bed.app.files, bed.accountId)).media;
    const theirs = (await createMedia(db, bed.app.files, bed.otherAccountId)).media;
    const player = await createPlayer(db, bed.accountId, {
      playerFormatId: format.id,
      statusReport: {
        nowPlaying: [
          { layerCode: layer.layerCode, mediaCode: own.mediaCode },
          { layerCode: 'unknownLayer', mediaCode: theirs.mediaCode },
        ],
      },
    });
    const answer = await bed.call(
      'GET',
      `/api/players/${player.playerCode}/information`,
      undefined,
      bed.ownerAuth,
    );
    expect(answer.json().information.nowPlaying).toEqual([
      {
        layerCode: layer.layerCode,
        layerName: 'Main',
        mediaCode: own.mediaCode,
        mediaName: own.displayName,
      },
      // Another account's medium keeps its code: the report is the screen's word, not a key.
      { layerCode: 'unknownLayer', layerName: null, mediaCode: theirs.mediaCode, mediaName: null },
    ]);
  });

  it('tags and moves several screens, shows a name, and refuses a list with a foreign screen', async () => {
    const db = bed.app.database.db;
    const one = await createPlayer(db, bed.accountId, { name: 'Bulk one' });
    const two = await createPlayer(db, bed.accountId, { name: 'Bulk two' });
    const playerCodes = [one.playerCode, two.playerCode];
    const tagged = await bed.app.inject({
      method: 'PUT',
      url: '/api/players/tags',
      headers: bed.ownerAuth,
      payload: { playerCodes, tags: ['Sale'], added: true },
    });
    expect(tagged.json()).toMatchObject({ modifiedCount: 2 });
    const tagsOf = await bed.app.inject({
      method: 'GET',
      url: `/api/players/${two.playerCode}/tags`,
      headers: bed.ownerAuth,
    });
    expect(tagsOf.json().tags.map((tag: { name: string }) => tag.name)).toEqual(['Sale']);
    const moved = await bed.app.inject({
      method: 'PUT',
      url: '/api/players/location',
      headers: bed.ownerAuth,
      payload: { playerCodes, locationCode },
    });
    expect(moved.json()).toMatchObject({ modifiedCount: 2 });
    const foreign = await bed.app.inject({
      method: 'PUT',
      url: '/api/players/location',
      headers: bed.otherAuth,
      payload: { playerCodes, locationCode: null },
    });
    expect(foreign.statusCode).toBe(404);
    const [row] = await db.select().from(players).where(eq(players.id, one.id));
    expect(row?.locationId).not.toBeNull();
    const shown = await bed.app.inject({
      method: 'POST',
      url: `/api/players/${one.playerCode}/shownameinfo`,
      headers: bed.ownerAuth,
      payload: { showNameInfo: true },
    });
    expect(shown.statusCode).toBe(200);
  });
});

describe('locations, formats and layers', () => {
  it('creates, changes, lists and deletes a location, and keeps it from other accounts', async () => {
    const created = await bed.app.inject({
      method: 'POST',
      url: '/api/locations',
      headers: bed.ownerAuth,
      payload: {
        locationName: 'Pier',
        address: { countryISO3: 'swe', timeZoneId: 'Europe/Stockholm' },
      },
    });
    expect(created.statusCode).toBe(201);
    const location = created.json().location;
    expect(location).toMatchObject({
      locationName: 'Pier',
      address: { countryISO3: 'SWE', timeZoneId: 'Europe/Stockholm' },
      screens: 0,
    });
    const url = `/api/locations/${location.locationCode}`;
    const badZone = await bed.app.inject({
      method: 'PUT',
      url,
      headers: bed.ownerAuth,
      payload: { locationName: 'Pier', address: { timeZoneId: 'Mars/Olympus' } },
    });
    expect(badZone.statusCode).toBe(400);
    // A location is never saved without a zone: its screens' schedules are read in it.
    for (const address of [{}, { timeZoneId: ' ' }]) {
      const noZone = await bed.app.inject({
        method: 'PUT',
        url,
        headers: bed.ownerAuth,
        payload: { locationName: 'Pier without zone', address },
      });
      expect(noZone.statusCode).toBe(400);
      expect(noZone.json().success.message).toContain('address.timeZoneId');
    }
    const noZoneNew = await bed.app.inject({
      method: 'POST',
      url: '/api/locations',
      headers: bed.ownerAuth,
      payload: { locationName: 'Nowhere' },
    });
    expect(noZoneNew.statusCode).toBe(400);
    const foreign = await bed.app.inject({
      method: 'PUT',
      url,
      headers: bed.otherAuth,
      payload: { locationName: 'Taken', address: { timeZoneId: 'UTC' } },
    });
    expect(foreign.statusCode).toBe(404);
    const list = await bed.app.inject({
      method: 'GET',
      url: '/api/locations?SearchText=pie',
      headers: bed.ownerAuth,
    });
    expect(list.json().locations.map((l: { locationName: string }) => l.locationName)).toEqual([
      'Pier',
    ]);
    expect(list.json().locations[0].address.timeZoneId).toBe('Europe/Stockholm');
    expect((await bed.call('DELETE', url, undefined, bed.otherAuth)).statusCode).toBe(404);
    expect((await bed.call('DELETE', url, undefined, bed.ownerAuth)).statusCode).toBe(200);
  });

  it('lists usable formats with their layers, the layers in use and the countries', async () => {
    const formats = await bed.app.inject({
      method: 'GET',
      url: '/api/playerformats/',
      headers: bed.ownerAuth,
    });
    const codes = formats
      .json()
      .PlayerFormats.map((f: { playerFormatCode: string }) => f.playerFormatCode);
    expect(codes).toContain(formatCode);
    const theirs = await bed.app.inject({
      method: 'GET',
      url: '/api/playerformats/',
      headers: bed.otherAuth,
    });
    expect(
      theirs.json().PlayerFormats.map((f: { playerFormatCode: string }) => f.playerFormatCode),
    ).not.toContain(formatCode);
    const layers = await bed.app.inject({
      method: 'GET',
      url: '/api/layers',
      headers: bed.ownerAuth,
    });
    expect(layers.json()).toMatchObject({ hasPlayoutsWithMultiLayers: false });
    expect(layers.json().layers.length).toBeGreaterThan(0);
    const countries = await bed.app.inject({
      method: 'POST',
      url: '/api/locations/countries',
      headers: bed.ownerAuth,
      payload: { languageCode: 'sv_SE' },
    });
    expect(countries.json().countries).toContainEqual({
      countryISO3: 'SWE',
      name: 'Sverige',
      timeZoneId: 'Europe/Stockholm',
    });
  });
});
