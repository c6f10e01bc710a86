import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channels, players, screenRegistrations } from '../../db/schema';
import { createLocation, createPlayer, createPlayerFormat } from '../../test/factories';
import { createMedia } from '../../test/media-factories';
import { useScreensTestApp } from '../../test/screens-test-app';
import { pairWithNewPlayer, TestScreen } from '../screen-gateway/screen-gateway-test-screen';

const bed = useScreensTestApp();

describe('permission tags', () => {
  it('reads and replaces them, once per tag, and keeps them from viewers and other accounts', async () => {
    const player = await createPlayer(bed.app.database.db, bed.accountId);
    const url = `/api/players/${player.playerCode}/permissions`;
    expect((await bed.call('GET', url)).json()).toMatchObject({ permissionTags: [] });
    const set = await bed.call('PUT', url, { permissionTags: ['Stores', ' stores ', 'North'] });
    expect(set.json()).toMatchObject({ permissionTags: ['Stores', 'North'] });
    expect((await bed.call('GET', url, undefined, bed.viewerAuth)).json().permissionTags).toEqual([
      'Stores',
      'North',
    ]);
    expect((await bed.call('PUT', url, { permissionTags: [] }, bed.viewerAuth)).statusCode).toBe(
      403,
    );
    expect((await bed.call('GET', url, undefined, bed.otherAuth)).statusCode).toBe(404);
    expect((await bed.call('PUT', url, { permissionTags: [] }, bed.otherAuth)).statusCode).toBe(
      404,
    );
    const blank = await bed.call('PUT', url, { permissionTags: ['  '] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().success.message).toMatch(/^permissionTags\[0\]: /);
  });
});

describe('changing several screens', () => {
  it('moves them to a format (with a playlist per new layer), an orientation and a location', async () => {
    const db = bed.app.database.db;
    const [one, two] = [
      await createPlayer(db, bed.accountId),
      await createPlayer(db, bed.accountId),
    ];
    const { format, layer } = await createPlayerFormat(db, bed.accountId);
    const location = await createLocation(db, bed.accountId, { name: 'Depot' });
    const playerCodes = [one.playerCode, two.playerCode];
    const changed = await bed.call('PUT', '/api/players/modifymultiple', {
      playerCodes,
      playerFormatCode: format.playerFormatCode,
      mountedDirection: 'Portrait',
      locationCode: location.locationCode,
    });
    expect(changed.json()).toMatchObject({ modifiedCount: 2 });
    const [row] = await db.select().from(players).where(eq(players.id, two.id));
    expect(row).toMatchObject({
      playerFormatId: format.id,
      mountedDirection: 'Portrait',
      locationId: location.id,
    });
    const own = await db.select().from(channels).where(eq(channels.playerId, two.id));
    expect(own.map((channel) => channel.formatLayerId)).toEqual([layer.id]);

    const nothing = await bed.call('PUT', '/api/players/modifymultiple', { playerCodes });
    expect(nothing.statusCode).toBe(400);
    const badDirection = await bed.call('PUT', '/api/players/modifymultiple', {
      playerCodes,
      mountedDirection: 'Sideways',
    });
    expect(badDirection.statusCode).toBe(400);
    expect(badDirection.json().success.message).toMatch(/^mountedDirection: /);
    const foreign = await bed.call(
      'PUT',
      '/api/players/modifymultiple',
      { playerCodes, mountedDirection: 'Landscape' },
      bed.otherAuth,
    );
    expect(foreign.statusCode).toBe(404);
    const viewer = await bed.call(
      'PUT',
      '/api/players/modifymultiple',
      { playerCodes, mountedDirection: 'Landscape' },
      bed.viewerAuth,
    );
    expect(viewer.statusCode).toBe(403);
  });
});

describe('replacing a screen', () => {
  it('moves the new device into the old screen, which keeps its settings and playlist', async () => {
    const db = bed.app.database.db;
    const oldScreen = await TestScreen.register(bed.app);
    const old = await pairWithNewPlayer(bed.app, oldScreen, bed.accountId);
    await db
      .update(players)
      .set({ name: 'Window', showNameInfo: true })
      .where(eq(players.id, old.id));
    const item = (await createMedia(db, bed.app.files, bed.accountId)).media;
    const added = await bed.call(
      'POST',
      `/api/players/${old.playerCode}/media/${item.mediaCode}`,
      {},
    );
    expect(added.statusCode).toBe(201);

    const newScreen = await (await TestScreen.register(bed.app)).connect(bed.app);
    const fresh = await pairWithNewPlayer(bed.app, newScreen, bed.accountId);
    await newScreen.next('state');
    expect(await newScreen.next('state')).toMatchObject({ playerCode: fresh.playerCode });
    const oldSocket = await oldScreen.connect(bed.app);
    await oldSocket.next('state');

    const url = `/api/players/${old.playerCode}/replace/${fresh.playerCode}`;
    expect((await bed.call('PUT', url, undefined, bed.otherAuth)).statusCode).toBe(404);
    expect((await bed.call('PUT', url, undefined, bed.viewerAuth)).statusCode).toBe(403);
    const self = await bed.call('PUT', `/api/players/${old.playerCode}/replace/${old.playerCode}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().success.message).toMatch(/^otherId: /);
    const replaced = await bed.call('PUT', url);
    expect(replaced.statusCode).toBe(200);

    // The new device now is the old screen and plays its playlist; the old device is let go.
    expect(await newScreen.next('state')).toMatchObject({
      isPaired: true,
      playerCode: old.playerCode,
    });
    const manifest = await bed.app.inject({
      method: 'GET',
      url: '/screen-api/manifest',
      headers: { cookie: newScreen.cookie },
    });
    expect(manifest.json()).toMatchObject({
      playerCode: old.playerCode,
      name: 'Window',
      showNameInfo: true,
      media: [{ mediaCode: item.mediaCode }],
    });
    await expect.poll(() => oldSocket.isClosed).toBe(true);
    expect(await db.select().from(players).where(eq(players.id, fresh.id))).toEqual([]);
    const registrations = await db
      .select()
      .from(screenRegistrations)
      .where(eq(screenRegistrations.playerId, old.id));
    expect(registrations).toHaveLength(1);
    const unpaired = await createPlayer(db, bed.accountId);
    const noDevice = await bed.call(
      'PUT',
      `/api/players/${old.playerCode}/replace/${unpaired.playerCode}`,
    );
    expect(noDevice.statusCode).toBe(409);
    await newScreen.disconnect();
  });
});

describe('pairing budget', () => {
  it('answers 429 with Retry-After after 30 codes that pair nothing, per account and per address', async () => {
    // Addresses of their own: test files on one PostgreSQL share the budgets of an address.
    const [here, there, elsewhere] = [1, 2, 3].map(
      () => `2001:db8::${randomBytes(4).toString('hex')}`,
    );
    const lookup = (code: string, headers = bed.ownerAuth, address = here) =>
      bed.call(
        'GET',
        `/api/players/lookupPlayerByPlayerSecret/${code}`,
        undefined,
        headers,
        address,
      );
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await lookup('ZZZZZZ')).statusCode).toBe(404);
    }
    const refused = await lookup('ZZZZZZ');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().success.ok).toBe(false);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const pairing = await bed.call(
      'POST',
      '/api/players',
      { playerSecret: 'ZZZZZZ', name: 'Guess', playerFormatCode: 'any' },
      bed.ownerAuth,
      there,
    );
    expect(pairing.statusCode).toBe(429);
    // Another account from another address is not held up by this one.
    expect((await lookup('ZZZZZZ', bed.otherAuth, elsewhere)).statusCode).toBe(404);
  });
});
