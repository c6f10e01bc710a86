import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, players, screenRegistrations } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createLocation, createPlayer, createPlayerFormat } from '../../test/factories';
import {
  createCustomerAccount,
  createCustomerUser,
  testPassword,
} from '../../test/identity-factories';
import { createMedia } from '../../test/media-factories';
import { bearer, signIn } from '../../test/sign-in';
import { pairWithNewPlayer, TestScreen } from '../screen-gateway/screen-gateway-test-screen';

type Headers = { authorization: string };

let app: FastifyInstance;
let ownerAuth: Headers;
let viewerAuth: Headers;
let otherAuth: Headers;
let accountId: string;

beforeAll(async () => {
  app = await buildTestApp();
  await app.screenGateway.listening;
  const db = app.database.db;
  const mine = await createCustomerAccount(db);
  const theirs = await createCustomerAccount(db);
  accountId = mine.account.id;
  const viewer = await createCustomerUser(db, accountId, mine.roleIds, 'User');
  ownerAuth = bearer(await signIn(app, mine.owner.email, testPassword));
  viewerAuth = bearer(await signIn(app, viewer.email, testPassword));
  otherAuth = bearer(await signIn(app, theirs.owner.email, testPassword));
  // Three sign-ins hash on a shared, busy machine.
}, 180_000);
afterAll(() => app.close());

const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  headers: Headers = ownerAuth,
  remoteAddress?: string,
) => app.inject({ method, url, headers, payload, remoteAddress });

describe('permission tags', () => {
  it('reads and replaces them, once per tag, and keeps them from viewers and other accounts', async () => {
    const player = await createPlayer(app.database.db, accountId);
    const url = `/api/players/${player.playerCode}/permissions`;
    expect((await call('GET', url)).json()).toMatchObject({ permissionTags: [] });
    const set = await call('PUT', url, { permissionTags: ['Stores', ' stores ', 'North'] });
    expect(set.json()).toMatchObject({ permissionTags: ['Stores', 'North'] });
    expect((await call('GET', url, undefined, viewerAuth)).json().permissionTags).toEqual([
      'Stores',
      'North',
    ]);
    expect((await call('PUT', url, { permissionTags: [] }, viewerAuth)).statusCode).toBe(403);
    expect((await call('GET', url, undefined, otherAuth)).statusCode).toBe(404);
    expect((await call('PUT', url, { permissionTags: [] }, otherAuth)).statusCode).toBe(404);
    const blank = await call('PUT', url, { permissionTags: ['  '] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().success.message).toMatch(/^permissionTags\[0\]: /);
  });
});

describe('changing several screens', () => {
  it('moves them to a format (with a playlist per new layer), an orientation and a location', async () => {
    const db = app.database.db;
    const [one, two] = [await createPlayer(db, accountId), await createPlayer(db, accountId)];
    const { format, layer } = await createPlayerFormat(db, accountId);
    const location = await createLocation(db, accountId, { name: 'Depot' });
    const playerCodes = [one.playerCode, two.playerCode];
    const changed = await call('PUT', '/api/players/modifymultiple', {
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

    const nothing = await call('PUT', '/api/players/modifymultiple', { playerCodes });
    expect(nothing.statusCode).toBe(400);
    const badDirection = await call('PUT', '/api/players/modifymultiple', {
      playerCodes,
      mountedDirection: 'Sideways',
    });
    expect(badDirection.statusCode).toBe(400);
    expect(badDirection.json().success.message).toMatch(/^mountedDirection: /);
    const foreign = await call(
      'PUT',
      '/api/players/modifymultiple',
      { playerCodes, mountedDirection: 'Landscape' },
      otherAuth,
    );
    expect(foreign.statusCode).toBe(404);
    const viewer = await call(
      'PUT',
      '/api/players/modifymultiple',
      { playerCodes, mountedDirection: 'Landscape' },
      viewerAuth,
    );
    expect(viewer.statusCode).toBe(403);
  });
});

describe('replacing a screen', () => {
  it('moves the new device into the old screen, which keeps its settings and playlist', async () => {
    const db = app.database.db;
    const oldScreen = await TestScreen.register(app);
    const old = await pairWithNewPlayer(app, oldScreen, accountId);
    await db
      .update(players)
      .set({ name: 'Window', showNameInfo: true })
      .where(eq(players.id, old.id));
    const item = (await createMedia(db, app.files, accountId)).media;
    const added = await call('POST', `/api/players/${old.playerCode}/media/${item.mediaCode}`, {});
    expect(added.statusCode).toBe(201);

    const newScreen = await (await TestScreen.register(app)).connect(app);
    const fresh = await pairWithNewPlayer(app, newScreen, accountId);
    await newScreen.next('state');
    expect(await newScreen.next('state')).toMatchObject({ playerCode: fresh.playerCode });
    const oldSocket = await oldScreen.connect(app);
    await oldSocket.next('state');

    const url = `/api/players/${old.playerCode}/replace/${fresh.playerCode}`;
    expect((await call('PUT', url, undefined, otherAuth)).statusCode).toBe(404);
    expect((await call('PUT', url, undefined, viewerAuth)).statusCode).toBe(403);
    const self = await call('PUT', `/api/players/${old.playerCode}/replace/${old.playerCode}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().success.message).toMatch(/^otherId: /);
    const replaced = await call('PUT', url);
    expect(replaced.statusCode).toBe(200);

    // The new device now is the old screen and plays its playlist; the old device is let go.
    expect(await newScreen.next('state')).toMatchObject({
      isPaired: true,
      playerCode: old.playerCode,
    });
    const manifest = await app.inject({
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
    const unpaired = await createPlayer(db, accountId);
    const noDevice = await call(
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
    const lookup = (code: string, headers = ownerAuth, address = here) =>
      call('GET', `/api/players/lookupPlayerByPlayerSecret/${code}`, undefined, headers, address);
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await lookup('ZZZZZZ')).statusCode).toBe(404);
    }
    const refused = await lookup('ZZZZZZ');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().success.ok).toBe(false);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const pairing = await call(
      'POST',
      '/api/players',
      { playerSecret: 'ZZZZZZ', name: 'Guess', playerFormatCode: 'any' },
      ownerAuth,
      there,
    );
    expect(pairing.statusCode).toBe(429);
    // Another account from another address is not held up by this one.
    expect((await lookup('ZZZZZZ', otherAuth, elsewhere)).statusCode).toBe(404);
  });
});
