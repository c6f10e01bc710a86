import type { ScreenPreview } from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plays, screenPreviews } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createLocation, createPlayerFormat } from '../../test/factories';
import { createCustomerAccount, testPassword } from '../../test/identity-factories';
import { createMedia } from '../../test/media-factories';
import { bearer, signIn } from '../../test/sign-in';

let app: FastifyInstance;
let auth: { authorization: string };
let otherAuth: { authorization: string };
let formatCode: string;
let otherFormatCode: string;
let layerCode: string;
let mediaCode: string;
let otherMediaCode: string;
/** The account whose broadcast is previewed. */
let accountId: string;
/** A media of the other account. */
let theirMediaCode: string;
let broadcastCode: string;
let triggerCode: string;

const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = auth) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const mine = await createCustomerAccount(db);
  accountId = mine.account.id;
  const theirs = await createCustomerAccount(db);
  await createLocation(db, mine.account.id, { timeZoneId: 'Europe/Stockholm' });
  const { format, layer } = await createPlayerFormat(db, mine.account.id);
  formatCode = format.playerFormatCode;
  layerCode = layer.layerCode;
  otherFormatCode = (await createPlayerFormat(db, theirs.account.id)).format.playerFormatCode;
  mediaCode = (await createMedia(db, app.files, mine.account.id)).media.mediaCode;
  otherMediaCode = (await createMedia(db, app.files, mine.account.id)).media.mediaCode;
  theirMediaCode = (await createMedia(db, app.files, theirs.account.id)).media.mediaCode;
  auth = bearer(await signIn(app, mine.owner.email, testPassword));
  otherAuth = bearer(await signIn(app, theirs.owner.email, testPassword));
  const trigger = await call('POST', '/api/triggers', {
    name: 'Doors open',
    triggerGroup: 'External',
    actionType: 'Play',
    variableName: 'doors',
    activeValue: 'open',
  });
  expect(trigger.statusCode, trigger.body).toBe(201);
  triggerCode = trigger.json().accountTrigger.triggerCode;
  // A Draft whose one group names no screen at all: the preview plays it all the same.
  const saved = await call('POST', '/api/broadcasts', {
    broadcastName: 'Lunch',
    schedule: { periods: [], status: 'Draft' },
    groups: [
      {
        key: 'g1',
        name: 'Everyone',
        layers: [layerCode],
        filter: { fixedPlayerList: [] },
        media: [{ mediaCode, orderN: 0, trigger: { triggerCode, playWhen: 'Active' } }],
      },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(201);
  broadcastCode = saved.json().broadcast.broadcastCode;
}, 120_000);
afterAll(() => app.close());

const previewOf = (body: object = { playerFormatCode: formatCode }, headers = auth) =>
  call('POST', `/api/broadcasts/${broadcastCode}/preview`, body, headers);

const tokenOf = (previewUrl: string) => /#preview=(.+)$/.exec(previewUrl)?.[1] ?? '';

const openedWith = (token: string) =>
  app.inject({
    method: 'GET',
    url: '/screen-api/preview',
    headers: { authorization: `Bearer ${token}` },
  });

describe('broadcast preview', () => {
  it('answers a screen-app address whose token stays out of every request line', async () => {
    const answer = await previewOf({
      playerFormatCode: formatCode,
      at: '2030-01-02T12:00:00+01:00',
      triggerStates: { [triggerCode]: true },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { previewUrl, expiresAt } = answer.json();
    expect(previewUrl).toMatch(/^\/screen\/#preview=[A-Za-z0-9_-]{43}$/);
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const stored = await app.database.db
      .select({ tokenHash: screenPreviews.tokenHash })
      .from(screenPreviews)
      .where(eq(screenPreviews.accountId, accountId));
    expect(stored.length).toBeGreaterThan(0);
    for (const { tokenHash } of stored) expect(tokenHash).not.toContain(tokenOf(previewUrl));

    const opened = await openedWith(tokenOf(previewUrl));
    expect(opened.statusCode, opened.body).toBe(200);
    const preview = opened.json() as ScreenPreview;
    expect(preview.startsAt).toBe('2030-01-02T11:00:00.000Z');
    expect(preview.manifest.timeZone).toBe('Europe/Stockholm');
    // The zone the editor picks the moment in is the one the preview plays in.
    const zone = await call('GET', `/api/broadcasts/${broadcastCode}/preview/zone`);
    expect(zone.statusCode, zone.body).toBe(200);
    expect(zone.json().timeZone).toBe(preview.manifest.timeZone);
    expect(preview.manifest.format.playerFormatCode).toBe(formatCode);
    const [layer] = preview.manifest.layers;
    expect(layer?.channels.map((channel) => channel.isActive)).toEqual([true]);
    expect(layer?.channels[0]?.rows.map((row) => row.mediaCode)).toEqual([mediaCode]);
    expect(preview.manifest.media.map((media) => media.mediaCode)).toEqual([mediaCode]);
    // Held on: an external value at the definition's own active value.
    expect(preview.manifest.triggers[triggerCode]).toEqual({
      definition: {
        name: 'Doors open',
        triggerGroup: 'External',
        actionType: 'Play',
        variableName: null,
        activeValue: 'on',
      },
      setting: { value: 'on' },
    });
    expect(opened.headers['cache-control']).toBe('no-store');
    const cookies = [opened.headers['set-cookie']].flat().join('\n');
    expect(cookies).toContain('Path=/screen-api/media;');
    expect(cookies).not.toMatch(/Path=\/screen-api;/);
  });

  it("keeps a trigger's account setting unless the preview holds it", async () => {
    const { previewUrl } = (await previewOf()).json();
    const preview = (await openedWith(tokenOf(previewUrl))).json() as ScreenPreview;
    expect(preview.startsAt).toBeNull();
    expect(preview.manifest.triggers[triggerCode]?.definition.activeValue).toBe('open');
  });

  it('opens only its own manifest and media, and never a screen call', async () => {
    const { previewUrl } = (await previewOf()).json();
    const token = tokenOf(previewUrl);
    await openedWith(token);
    const cookie = { cookie: `marquee_preview=${token}` };
    const media = (code: string) =>
      app.inject({ method: 'GET', url: `/screen-api/media/${code}`, headers: cookie });
    expect((await media(mediaCode)).statusCode).toBe(200);
    expect((await media(otherMediaCode)).statusCode).toBe(404);
    expect((await media(theirMediaCode)).statusCode).toBe(404);
    for (const headers of [cookie, { authorization: `Bearer ${token}` }]) {
      expect(
        (await app.inject({ method: 'GET', url: '/screen-api/manifest', headers })).statusCode,
      ).toBe(401);
      expect(
        (await app.inject({ method: 'GET', url: '/screen-api/session', headers })).statusCode,
      ).toBe(401);
      const sent = await app.inject({
        method: 'POST',
        url: '/screen-api/plays',
        headers,
        payload: {
          batchId: crypto.randomUUID(),
          plays: [
            {
              playId: crypto.randomUUID(),
              mediaCode,
              layerCode,
              startedAt: new Date().toISOString(),
              durationMs: 1000,
              broadcastCode: null,
              groupCode: null,
              triggerCode: null,
              source: 'schedule',
            },
          ],
        },
      });
      expect(sent.statusCode).toBe(401);
    }
    // Other test files may store plays in the same database: only this account's count here.
    const stored = app.database.db.select().from(plays).where(eq(plays.accountId, accountId));
    expect(await stored).toEqual([]);
  });

  it('answers 410 once the preview ended, 404 for a token it never gave', async () => {
    const { previewUrl } = (await previewOf()).json();
    const token = tokenOf(previewUrl);
    await app.database.db
      .update(screenPreviews)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(screenPreviews.broadcastId, screenPreviews.broadcastId));
    const ended = await openedWith(token);
    expect(ended.statusCode).toBe(410);
    expect(ended.json().success.message).toMatch(/ended/);
    const media = await app.inject({
      method: 'GET',
      url: `/screen-api/media/${mediaCode}`,
      headers: { cookie: `marquee_preview=${token}` },
    });
    expect(media.statusCode).toBe(410);
    expect((await openedWith('not-a-token')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/screen-api/preview' })).statusCode).toBe(401);
  });

  it('answers 404 naming an unknown format or trigger, and for another account', async () => {
    const noFormat = await previewOf({ playerFormatCode: otherFormatCode });
    expect(noFormat.statusCode).toBe(404);
    expect(noFormat.json().success.message).toMatch(/^playerFormatCode:/);
    const noTrigger = await previewOf({
      playerFormatCode: formatCode,
      triggerStates: { nosuch: true },
    });
    expect(noTrigger.statusCode).toBe(404);
    expect(noTrigger.json().success.message).toMatch(/^triggerStates\.nosuch:/);
    const theirTrigger = await call(
      'POST',
      '/api/triggers',
      { name: 'Theirs', triggerGroup: 'External', actionType: 'Play', variableName: 'theirs' },
      otherAuth,
    );
    const theirCode: string = theirTrigger.json().accountTrigger.triggerCode;
    const theirs = await previewOf({
      playerFormatCode: formatCode,
      triggerStates: { [theirCode]: true },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().success.message).toMatch(`triggerStates.${theirCode}:`);
    expect((await previewOf({ playerFormatCode: otherFormatCode }, otherAuth)).statusCode).toBe(
      404,
    );
    const unknown = await call('POST', '/api/broadcasts/nosuch/preview', {
      playerFormatCode: formatCode,
    });
    expect(unknown.statusCode).toBe(404);
    const zoneOf = (code: string, headers = auth) =>
      call('GET', `/api/broadcasts/${code}/preview/zone`, undefined, headers);
    expect((await zoneOf(broadcastCode, otherAuth)).statusCode).toBe(404);
    expect((await zoneOf('nosuch')).statusCode).toBe(404);
  });
});
