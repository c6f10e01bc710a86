import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createPlayer, createPlayerFormat } from '../../test/factories';
import {
  createCustomerAccount,
  createCustomerUserWithGrants,
  testPassword,
} from '../../test/identity-factories';
import { createMedia } from '../../test/media-factories';
import { bearer, signIn } from '../../test/sign-in';
import { snapshotTables } from '../../test/table-snapshot';
import { loadManifests } from '../content';

let app: FastifyInstance;
let auth: { authorization: string };
/** May edit broadcasts but not local selections. */
let broadcasterAuth: { authorization: string };
let layerCode: string;
let screenCode: string;
let screenId: string;
let mediaCodes: string[];

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const mine = await createCustomerAccount(db);
  const { format, layer } = await createPlayerFormat(db, mine.account.id);
  layerCode = layer.layerCode;
  const screen = await createPlayer(db, mine.account.id, { playerFormatId: format.id });
  screenCode = screen.playerCode;
  screenId = screen.id;
  mediaCodes = [];
  for (let i = 0; i < 2; i += 1) {
    mediaCodes.push((await createMedia(db, app.files, mine.account.id)).media.mediaCode);
  }
  const broadcaster = await createCustomerUserWithGrants(db, mine.account.id, {
    Broadcast: 'AddAndEdit',
    InteractiveBroadcasts: 'ViewOnly',
  });
  auth = bearer(await signIn(app, mine.owner.email, testPassword));
  broadcasterAuth = bearer(await signIn(app, broadcaster.email, testPassword));
});
afterAll(() => app.close());

const group = (key: string, name: string, media: string[]) => ({
  key,
  name,
  layers: [layerCode],
  filter: { fixedPlayerList: [screenCode] },
  media: media.map((mediaCode, orderN) => ({ mediaCode, orderN })),
});
const input = (values: Record<string, unknown> = {}) => ({
  broadcastName: 'Menu board',
  isInteractive: true,
  schedule: { status: 'Confirmed' },
  groups: [group('g1', 'Breakfast', mediaCodes), group('g2', 'Lunch', [mediaCodes[1]!])],
  ...values,
});
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = auth,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const listNames = async (query = '') =>
  (await call('GET', `/api/broadcasts?PageSize=100${query}`))
    .json()
    .Broadcasts.map((b: { broadcastName: string }) => b.broadcastName);

describe('local selections', () => {
  it('keep an idle timeout of 5 to 600 seconds, 30 unless given', async () => {
    const made = await call('POST', '/api/broadcasts', input());
    expect(made.statusCode).toBe(201);
    expect(made.json().broadcast).toMatchObject({ isInteractive: true, idleTimeoutSeconds: 30 });
    const { broadcastCode, version } = made.json().broadcast;
    const changed = await call('PUT', `/api/broadcasts/${broadcastCode}`, {
      ...input({ idleTimeoutSeconds: 90 }),
      version,
    });
    expect(changed.json().broadcast.idleTimeoutSeconds).toBe(90);
    const before = await snapshotTables(app);
    for (const idleTimeoutSeconds of [4, 601, 12.5]) {
      const refused = await call('POST', '/api/broadcasts', input({ idleTimeoutSeconds }));
      expect(refused.statusCode, String(idleTimeoutSeconds)).toBe(400);
      expect(refused.json().success.message).toContain('idleTimeoutSeconds');
    }
    expect(await snapshotTables(app)).toBe(before);
  });

  it('are made, changed and deleted only with the interactive broadcasts edit permission', async () => {
    const refused = await call('POST', '/api/broadcasts', input(), broadcasterAuth);
    expect(refused.statusCode).toBe(403);
    const plain = await call(
      'POST',
      '/api/broadcasts',
      input({ broadcastName: 'Plain', isInteractive: false }),
      broadcasterAuth,
    );
    expect(plain.statusCode).toBe(201);
    const { broadcastCode, version } = (await call('POST', '/api/broadcasts', input())).json()
      .broadcast;
    const url = `/api/broadcasts/${broadcastCode}`;
    const madePlain = { ...input({ isInteractive: false }), version };
    expect((await call('PUT', url, madePlain, broadcasterAuth)).statusCode).toBe(403);
    expect((await call('DELETE', url, undefined, broadcasterAuth)).statusCode).toBe(403);
    expect((await call('GET', url, undefined, broadcasterAuth)).statusCode).toBe(200);
  });

  it('are listed apart: the broadcast list leaves them out unless asked for them', async () => {
    await call('POST', '/api/broadcasts', input({ broadcastName: 'Drinks selection' }));
    await call(
      'POST',
      '/api/broadcasts',
      input({ broadcastName: 'Weekly offer', isInteractive: false }),
    );
    const plain = await listNames();
    expect(plain).toContain('Weekly offer');
    expect(plain).not.toContain('Drinks selection');
    const selections = await listNames('&IsInteractive=true');
    expect(selections).toContain('Drinks selection');
    expect(selections).not.toContain('Weekly offer');
    expect((await call('GET', '/api/broadcasts?IsInteractive=yes')).statusCode).toBe(400);
  });

  it('give the screen each group as an idle channel named by the group, with its timeout', async () => {
    const { broadcastCode } = (
      await call(
        'POST',
        '/api/broadcasts',
        input({ broadcastName: 'Kiosk', idleTimeoutSeconds: 45 }),
      )
    ).json().broadcast;
    const manifest = (await loadManifests(app.database.db, [screenId])).get(screenId);
    const channels = manifest?.layers[0]?.channels ?? [];
    const offered = channels.filter((c) => c.broadcastCode === broadcastCode);
    expect(offered).toMatchObject([
      { name: 'Breakfast', isInteractive: true, idleTimeoutSeconds: 45, isActive: false },
      { name: 'Lunch', isInteractive: true, idleTimeoutSeconds: 45, isActive: false },
    ]);
    expect(offered[0]?.rows.map((r) => r.mediaCode)).toEqual(mediaCodes);
    // The menu's picture is the first row's media, which the manifest lists to be cached.
    expect(manifest?.media.map((m) => m.mediaCode)).toEqual(expect.arrayContaining(mediaCodes));
    const plain = channels.find((c) => c.name === 'Weekly offer');
    expect(plain).toMatchObject({ isInteractive: false, idleTimeoutSeconds: null, isActive: true });
  });
});
