import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { createAccount, createLocation, createPlayer } from '../../../test/factories';
import {
  signInCustomer,
  signInSupport,
  signInSupportReaching,
  type Headers,
} from '../../../test/support-desks';

let app: FastifyInstance;
let support: Headers;
const marker = `Qx${Date.now().toString(36)}`;
/** The bakery's own name, which does not hold the marker. */
const bakeryName = `Bakery Zy${Date.now().toString(36)}`;
let cafe: Awaited<ReturnType<typeof createAccount>>;
let bakery: Awaited<ReturnType<typeof createAccount>>;
let kitchen: Awaited<ReturnType<typeof createLocation>>;

const post = (path: string, payload: object, headers = support) =>
  app.inject({ method: 'POST', url: `/support/api/accounts/${path}`, headers, payload });
const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name);

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  support = await signInSupport(app);
  cafe = await createAccount(db, { name: `${marker} Cafe` });
  bakery = await createAccount(db, { name: bakeryName });
  kitchen = await createLocation(db, bakery.id, { name: `${marker} Kitchen` });
  await createPlayer(db, cafe.id, {
    name: 'Counter screen',
    statusReport: {
      resolution: { width: 1920, height: 1080 },
      orientation: 'Landscape',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
      appVersion: '0.1.0',
      playlistHashCode: null,
      lastInUseHashCode: null,
      errors: [],
      nowPlaying: [],
      playlistEmptyFrom: '2026-03-02T17:00:00.000Z',
      remoteAddress: '192.0.2.44',
    },
  });
  await createPlayer(db, cafe.id, { name: 'Menu board' });
  await createPlayer(db, bakery.id, { name: 'Oven screen', locationId: kitchen.id });
  await createPlayer(db, bakery.id, { name: `Window ${marker}` });
  await createPlayer(db, bakery.id, { name: 'Back office' });
}, 60_000);
afterAll(() => app.close());

describe('searching players across accounts', () => {
  it("finds players by their own, their account's or their location's name", async () => {
    const answer = await post('searchplayers', { searchText: marker });
    expect(answer.statusCode).toBe(200);
    expect(names(answer.json().accountsAndPlayers)).toEqual([
      'Counter screen',
      'Menu board',
      'Oven screen',
      `Window ${marker}`,
    ]);
    expect(answer.json().accountsAndPlayers[0]).toMatchObject({
      accountCode: cafe.accountCode,
      accountName: `${marker} Cafe`,
      status: { kind: 'notStarted' },
      resolution: '1920x1080',
      ipAddress: '192.0.2.44',
      nextEmptyTimestamp: '2026-03-02T17:00:00.000Z',
    });
    expect(answer.json().accountsAndPlayers[1]).toMatchObject({
      ipAddress: null,
      nextEmptyTimestamp: null,
    });
  });

  it('narrows to an account and a location, and pages without repeats', async () => {
    const inBakery = await post('searchplayers', {
      searchText: marker,
      accountCode: bakery.accountCode,
    });
    expect(names(inBakery.json().accountsAndPlayers)).toEqual(['Oven screen', `Window ${marker}`]);
    const atKitchen = await post('searchplayers', {
      locationCode: kitchen.locationCode,
      accountCode: bakery.accountCode,
    });
    expect(names(atKitchen.json().accountsAndPlayers)).toEqual(['Oven screen']);
    const first = await post('searchplayers', { searchText: marker, MaxItemsInResult: 3 });
    const second = await post('searchplayers', {
      searchText: marker,
      MaxItemsInResult: 3,
      SkipItemsInResult: 3,
    });
    expect(first.json().hasMore).toBe(true);
    expect(names(second.json().accountsAndPlayers)).toEqual([`Window ${marker}`]);
  });

  it("orders by account name and then the screen's across pages, by token and by skip alike", async () => {
    const db = app.database.db;
    const sorted = `Srt${Date.now().toString(36)}`;
    // Created out of order, with screen names that would interleave the accounts by name alone.
    const beta = await createAccount(db, { name: `${sorted} Beta` });
    const alpha = await createAccount(db, { name: `${sorted} Alpha` });
    for (const [account, name] of [
      [beta, 'Yankee'],
      [alpha, 'Zulu'],
      [beta, 'Alfa'],
      [alpha, 'Mike'],
      [alpha, 'Bravo'],
    ] as const) {
      await createPlayer(db, account.id, { name });
    }
    const listed = async (order: 'asc' | 'desc', by: 'token' | 'skip') => {
      const rows: string[] = [];
      let token: string | undefined;
      for (;;) {
        const answer = await post('searchplayers', {
          searchText: sorted,
          orderBy: 'accountName',
          order,
          MaxItemsInResult: 2,
          ...(by === 'token' ? { ContinuationToken: token } : { SkipItemsInResult: rows.length }),
        });
        expect(answer.statusCode).toBe(200);
        const page = answer.json();
        rows.push(
          ...page.accountsAndPlayers.map(
            (row: { accountName: string; name: string }) =>
              `${row.accountName.slice(sorted.length + 1)} ${row.name}`,
          ),
        );
        if (!page.hasMore) return rows;
        token = page.continuationToken;
      }
    };
    const ascending = ['Alpha Bravo', 'Alpha Mike', 'Alpha Zulu', 'Beta Alfa', 'Beta Yankee'];
    expect(await listed('asc', 'token')).toEqual(ascending);
    expect(await listed('asc', 'skip')).toEqual(ascending);
    expect(await listed('desc', 'token')).toEqual([...ascending].reverse());
    const byName = await post('searchplayers', { searchText: sorted, orderBy: 'name' });
    expect(names(byName.json().accountsAndPlayers)).toEqual([
      'Alfa',
      'Bravo',
      'Mike',
      'Yankee',
      'Zulu',
    ]);
  });

  it('orders the flat list by the accounts’ name index, sorting only within an account', async () => {
    const db = app.database.db;
    type Built = { sql: string; params: unknown[] };
    const dialect = (db as unknown as { dialect: { sqlToQuery(query: SQL): Built } }).dialect;
    const built = vi.spyOn(dialect, 'sqlToQuery');
    const first = await post('searchplayers', { orderBy: 'accountName', MaxItemsInResult: 2 });
    await post('searchplayers', {
      orderBy: 'accountName',
      MaxItemsInResult: 2,
      ContinuationToken: first.json().continuationToken,
    });
    const pages = built.mock.results
      .map((result) => result.value as Built)
      .filter((query) => /order by "accounts"\."name" asc, "players"\."name" asc/.test(query.sql));
    built.mockRestore();
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      // The statement again, its parameters in place, planned as if the tables were large:
      // no sequential scan and no full sort unless nothing else can give the order.
      const parts = page.sql.split(/\$(\d+)/);
      const statement = sql.join(
        parts.map((part, n) => (n % 2 ? sql`${page.params[Number(part) - 1]}` : sql.raw(part))),
      );
      const plan = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        const { rows } = (await tx.execute(sql`explain ${statement}`)) as {
          rows: Record<string, string>[];
        };
        return rows.map((row) => Object.values(row)[0]).join('\n');
      });
      expect(plan).toContain('accounts_name_id_idx');
      expect(plan).toMatch(/Incremental Sort/);
      expect(plan).not.toMatch(/(^|->)\s*Sort\s+\(/m);
    }
  });

  it('refuses a search text under 3 characters naming the field', async () => {
    const answer = await post('searchplayers', { searchText: 'ab' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().success.message).toContain('searchText');
  });

  it("shows nothing of clients outside the caller's reach, and nothing to customers", async () => {
    const desk = await signInSupportReaching(app, [cafe.accountCode]);
    const answer = await post('searchplayers', { searchText: marker }, desk);
    expect(names(answer.json().accountsAndPlayers)).toEqual(['Counter screen', 'Menu board']);
    const aimed = await post('searchplayers', { accountCode: bakery.accountCode }, desk);
    expect(aimed.json().accountsAndPlayers).toEqual([]);
    const customer = await signInCustomer(app);
    expect((await post('searchplayers', {}, customer.headers)).statusCode).toBe(403);
  });
});

describe('the accounts and locations overviews', () => {
  it('lists matching accounts with their sizes', async () => {
    const answer = await post('accountsoverview', { searchText: marker });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().accounts).toEqual([
      expect.objectContaining({
        clientCode: cafe.accountCode,
        screens: { count: 2, isExact: true },
        locations: { count: 0, isExact: true },
      }),
    ]);
    const other = await post('accountsoverview', { searchText: bakeryName });
    expect(other.json().accounts).toEqual([
      expect.objectContaining({
        clientCode: bakery.accountCode,
        screens: { count: 3, isExact: true },
        locations: { count: 1, isExact: true },
      }),
    ]);
  });

  it('says of each account and of each player row whether support access is on', async () => {
    const db = app.database.db;
    const closed = await createAccount(db, { name: `${marker} Closed` });
    await createPlayer(db, closed.id, { name: `Closed ${marker}` });
    const flags = await app.inject({
      method: 'PUT',
      url: '/support/api/applications/featureFlags',
      headers: support,
      payload: { accountCode: closed.accountCode, flags: { enableAuth: false } },
    });
    expect(flags.statusCode).toBe(200);
    const accounts = await post('accountsoverview', { searchText: marker });
    expect(
      accounts
        .json()
        .accounts.map((row: { clientCode: string; isSupportAccessEnabled: boolean }) => [
          row.clientCode,
          row.isSupportAccessEnabled,
        ]),
    ).toEqual([
      [cafe.accountCode, true],
      [closed.accountCode, false],
    ]);
    const players = await post('searchplayers', { searchText: marker, orderBy: 'accountName' });
    const access = new Map(
      players
        .json()
        .accountsAndPlayers.map(
          (row: { accountCode: string; isAccountSupportAccessEnabled: boolean }) => [
            row.accountCode,
            row.isAccountSupportAccessEnabled,
          ],
        ),
    );
    expect(Object.fromEntries(access)).toEqual({
      [cafe.accountCode]: true,
      [bakery.accountCode]: true,
      [closed.accountCode]: false,
    });
  });

  it('lists matching locations with their account and screens', async () => {
    const answer = await post('locationoverview', { searchText: marker });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().locationOverview).toEqual([
      expect.objectContaining({
        accountCode: bakery.accountCode,
        locationCode: kitchen.locationCode,
        name: `${marker} Kitchen`,
        screens: { count: 1, isExact: true },
      }),
    ]);
    const desk = await signInSupportReaching(app, [cafe.accountCode]);
    expect(
      (await post('locationoverview', { searchText: marker }, desk)).json().locationOverview,
    ).toEqual([]);
  });
});
