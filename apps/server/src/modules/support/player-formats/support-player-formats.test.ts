import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  channels,
  contentChanges,
  formatLayers,
  playerFormats,
  players,
} from '../../../db/schema';
import { countingDatabase } from '../../../test/actor-inputs';
import { buildTestApp } from '../../../test/build-test-app';
import { createAccount, createPlayer, createPlayerFormat } from '../../../test/factories';
import type { createCustomerAccount } from '../../../test/identity-factories';
import {
  consoleDesks,
  signInCustomer,
  signInSupport,
  type Headers,
} from '../../../test/support-desks';
import { relayFormatScreens } from './format-screens';

let app: FastifyInstance;
let desk: Headers;
let limitedDesk: Headers;
let viewer: Headers;
let reached: Awaited<ReturnType<typeof createCustomerAccount>>;
let other: Awaited<ReturnType<typeof createCustomerAccount>>;

beforeAll(async () => {
  app = await buildTestApp();
  ({ reached, unreached: other, support: desk, limitedDesk } = await consoleDesks(app));
  viewer = await signInSupport(app, 'ViewOnly');
}, 60_000);
afterAll(() => app.close());

const call = (method: 'GET' | 'POST' | 'PUT', path: string, headers: Headers, payload?: object) =>
  app.inject({ method, url: `/support/api/playerformats${path}`, headers, payload });

const layer = (
  name: string,
  values: Partial<Record<'x' | 'y' | 'width' | 'height', number>> = {},
) => ({
  name,
  x: 0,
  y: 0,
  width: 960,
  height: 1080,
  ...values,
});

const newFormat = (clientCode: string | undefined, layers: object[]) => ({
  ...(clientCode ? { clientCode } : {}),
  name: `Split ${Math.random().toString(36).slice(2)}`,
  resolutionX: 1920,
  resolutionY: 1080,
  hasDefaultLayer: false,
  layers,
});

describe('player formats in the console', () => {
  it('answers a blank full-HD format and stores nothing', async () => {
    const before = await app.database.db.select().from(playerFormats);
    const answer = await call('POST', '/new', desk, {});
    expect(answer.json().playerFormat).toMatchObject({
      resolutionX: 1920,
      resolutionY: 1080,
      aspect: '16:9',
      clientCode: null,
      layers: [],
    });
    expect(await app.database.db.select().from(playerFormats)).toHaveLength(before.length);
  });

  it('lists the global formats and the client’s own, with aspect and layers', async () => {
    const { format } = await createPlayerFormat(app.database.db, reached.account.id);
    const answer = await call('GET', `?clientCode=${reached.account.accountCode}`, desk);
    expect(answer.statusCode).toBe(200);
    const listed = answer.json().playerFormats as Array<{
      playerFormatCode: string;
      clientCode: string | null;
    }>;
    expect(listed).toContainEqual(
      expect.objectContaining({
        playerFormatCode: format.playerFormatCode,
        clientCode: reached.account.accountCode,
        aspect: '16:9',
        layers: [expect.objectContaining({ name: 'Main', width: 1920, height: 1080 })],
      }),
    );
    expect(listed.some((row) => row.clientCode === null)).toBe(true);
    const globalOnly = (await call('GET', '', desk)).json().playerFormats as typeof listed;
    expect(globalOnly.every((row) => row.clientCode === null)).toBe(true);
  });

  it('creates a client’s format and a global one, each audited', async () => {
    const own = await call(
      'POST',
      '',
      desk,
      newFormat(reached.account.accountCode, [layer('Left'), layer('Right', { x: 960 })]),
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().playerFormat).toMatchObject({
      clientCode: reached.account.accountCode,
      layers: [
        expect.objectContaining({ name: 'Left' }),
        expect.objectContaining({ name: 'Right', x: 960 }),
      ],
    });
    const global = await call('POST', '', desk, {
      name: `Full ${Date.now()}`,
      resolutionX: 1080,
      resolutionY: 1920,
    });
    expect(global.json().playerFormat).toMatchObject({
      clientCode: null,
      aspect: '9:16',
      hasDefaultLayer: true,
      layers: [expect.objectContaining({ name: 'Main', width: 1080, height: 1920 })],
    });
    const audits = await app.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'createPlayerFormat'), eq(auditLog.accountId, reached.account.id)),
      );
    expect(audits[0]?.details).toMatchObject({
      before: null,
      after: { clientCode: reached.account.accountCode },
    });
  });

  it('refuses bad formats naming the field, storing nothing', async () => {
    const cases: Array<[object, string]> = [
      [{ ...newFormat(undefined, [layer('A')]), resolutionX: 0 }, 'resolutionX'],
      [{ ...newFormat(undefined, [layer('A')]), resolutionY: 16_385 }, 'resolutionY'],
      [newFormat(undefined, [layer('A'), layer('B', { x: 1000 })]), 'layers[1].width'],
      [newFormat(undefined, [layer('A', { y: 100 })]), 'layers[0].height'],
      [newFormat(undefined, [layer('A'), layer('a', { x: 960 })]), 'layers[1].name'],
      [
        newFormat(
          undefined,
          Array.from({ length: 17 }, (_, n) => layer(`L${n}`, { width: 10 })),
        ),
        'layers',
      ],
      [newFormat(undefined, []), 'layers'],
    ];
    const before = await app.database.db.select().from(playerFormats);
    for (const [body, field] of cases) {
      const answer = await call('POST', '', desk, body);
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json().success.message).toContain(`${field}:`);
    }
    expect(await app.database.db.select().from(playerFormats)).toHaveLength(before.length);
  });

  it('saves a whole format and lays its screens out anew, telling them', async () => {
    const db = app.database.db;
    const created = (
      await call('POST', '', desk, newFormat(reached.account.accountCode, [layer('Left')]))
    ).json().playerFormat;
    const [format] = await db
      .select()
      .from(playerFormats)
      .where(eq(playerFormats.playerFormatCode, created.playerFormatCode));
    const screen = await createPlayer(db, reached.account.id, { playerFormatId: format!.id });
    expect(screen.playlistModifiedAt).toBeNull();
    const saved = await call('PUT', '', desk, {
      ...created,
      layers: [{ ...created.layers[0], width: 900 }, layer('Right', { x: 960 })],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().playerFormat.layers).toEqual([
      expect.objectContaining({ layerCode: created.layers[0].layerCode, width: 900 }),
      expect.objectContaining({ name: 'Right' }),
    ]);
    // The new layer has the screen's playlist, and the change was processed before the answer.
    const playlists = await db.select().from(channels).where(eq(channels.playerId, screen.id));
    expect(playlists).toHaveLength(1 + 1);
    const [after] = await db.select().from(players).where(eq(players.id, screen.id));
    expect(after?.playlistModifiedAt).toBeInstanceOf(Date);
  });

  it('lays out a global format’s screens in the same few statements however many screens and clients play in it', async () => {
    const db = app.database.db;
    /** Screens of new clients in a new global format of two layers, laid out in one transaction. */
    const relay = async (screensPerClient: number[]) => {
      const created = (
        await call('POST', '', desk, newFormat(undefined, [layer('Left'), layer('Right')]))
      ).json().playerFormat;
      const [format] = await db
        .select()
        .from(playerFormats)
        .where(eq(playerFormats.playerFormatCode, created.playerFormatCode));
      const screens = new Map<string, string[]>();
      for (const count of screensPerClient) {
        const client = await createAccount(db);
        const own: string[] = [];
        for (let n = 0; n < count; n += 1) {
          own.push((await createPlayer(db, client.id, { playerFormatId: format!.id })).id);
        }
        screens.set(client.id, own);
      }
      return db.transaction(async (tx) => {
        const { spy, counted } = countingDatabase(tx);
        await relayFormatScreens(spy, format!.id);
        // Each client's screens are told by a record of their own, made in the same transaction.
        const records = await tx
          .select({ accountId: contentChanges.accountId, playerIds: contentChanges.playerIds })
          .from(contentChanges)
          .where(inArray(contentChanges.accountId, [...screens.keys()]));
        const told = new Map(records.map((record) => [record.accountId, record.playerIds.sort()]));
        expect(records).toHaveLength(screens.size);
        expect(told).toEqual(new Map([...screens].map(([id, own]) => [id, own.sort()])));
        return { statements: counted.statements, screens };
      });
    };
    const few = await relay([1]);
    const many = await relay([3, 1, 4]);
    expect(many.statements).toBe(few.statements);
    const ids = [...many.screens.values()].flat();
    const playlists = await db
      .select({ playerId: channels.playerId })
      .from(channels)
      .where(inArray(channels.playerId, ids));
    expect(playlists).toHaveLength(ids.length * 2);
  });

  it('refuses to remove a layer screens play in, with their count', async () => {
    const db = app.database.db;
    const created = (
      await call(
        'POST',
        '',
        desk,
        newFormat(reached.account.accountCode, [layer('Left'), layer('Right', { x: 960 })]),
      )
    ).json().playerFormat;
    const [format] = await db
      .select()
      .from(playerFormats)
      .where(eq(playerFormats.playerFormatCode, created.playerFormatCode));
    await createPlayer(db, reached.account.id, { playerFormatId: format!.id });
    await createPlayer(db, reached.account.id, { playerFormatId: format!.id });
    const answer = await call('PUT', '', desk, { ...created, layers: [created.layers[0]] });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().success.message).toContain('used by 2 screens');
    expect(
      await db.select().from(formatLayers).where(eq(formatLayers.playerFormatId, format!.id)),
    ).toHaveLength(2);
  });

  it('keeps a used format on delete and says by how many screens; deletes an unused one', async () => {
    const db = app.database.db;
    const { format } = await createPlayerFormat(db, reached.account.id);
    await createPlayer(db, reached.account.id, { playerFormatId: format.id });
    const kept = await call('POST', '/delete', desk, { playerFormatCode: format.playerFormatCode });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toEqual({ isOk: false, playerCount: 1, message: 'used by 1 screens' });
    expect(
      await db.select().from(playerFormats).where(eq(playerFormats.id, format.id)),
    ).toHaveLength(1);
    const unused = await createPlayerFormat(db, reached.account.id);
    const gone = await call('POST', '/delete', desk, {
      playerFormatCode: unused.format.playerFormatCode,
    });
    expect(gone.json().data).toMatchObject({ isOk: true });
    expect(
      await db.select().from(playerFormats).where(eq(playerFormats.id, unused.format.id)),
    ).toEqual([]);
  });

  it('gives a limited desk 404 for other clients’ formats and 403 for global ones', async () => {
    const db = app.database.db;
    const { format } = await createPlayerFormat(db, other.account.id);
    expect(
      (await call('GET', `?clientCode=${other.account.accountCode}`, limitedDesk)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/delete', limitedDesk, { playerFormatCode: format.playerFormatCode }))
        .statusCode,
    ).toBe(404);
    const created = (await call('POST', '', desk, newFormat(undefined, [layer('Left')]))).json()
      .playerFormat;
    expect((await call('PUT', '', limitedDesk, { ...created, name: 'Renamed' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', '', limitedDesk, newFormat(undefined, [layer('Left')]))).statusCode,
    ).toBe(403);
    const own = await call(
      'POST',
      '',
      limitedDesk,
      newFormat(reached.account.accountCode, [layer('Left')]),
    );
    expect(own.statusCode).toBe(200);
  });

  it('lets viewers read but not change, and refuses customers', async () => {
    expect((await call('GET', '', viewer)).statusCode).toBe(200);
    expect((await call('POST', '/new', viewer, {})).statusCode).toBe(403);
    const customer = await signInCustomer(app);
    expect((await call('GET', '', customer.headers)).statusCode).toBe(403);
  });

  it('tells the customer app a screen’s format and aspect', async () => {
    const customer = await signInCustomer(app);
    const { format } = await createPlayerFormat(app.database.db, customer.account.id);
    const screen = await createPlayer(app.database.db, customer.account.id, {
      playerFormatId: format.id,
    });
    const answer = await app.inject({
      method: 'GET',
      url: `/api/players/${screen.playerCode}/settings`,
      headers: customer.headers,
    });
    expect(JSON.stringify(answer.json())).toContain(
      `"format":{"playerFormatCode":"${format.playerFormatCode}","aspect":"16:9"}`,
    );
  });
});
