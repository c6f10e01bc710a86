import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema';
import { newCode } from '../../db/codes';
import { buildTestApp } from '../../test/build-test-app';
import { createAccount } from '../../test/factories';
import {
  createCustomerAccount,
  createSupportUser,
  testPassword,
} from '../../test/identity-factories';
import { bearer, signIn } from '../../test/sign-in';
import { signInSupportReaching } from '../../test/support-desks';
import { filterLeaf } from '../../test/filter-conditions';
import { snapshotTables } from '../../test/table-snapshot';

let app: FastifyInstance;
let supportAuth: { authorization: string };
let viewerAuth: { authorization: string };
let customerAuth: { authorization: string };

function body(name: string, subNodes: unknown[]) {
  return {
    PlayerFilter: { PlayerFilterName: name },
    Filter: { Condition: { operator: 'OR', subNodes } },
  };
}
beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  supportAuth = bearer(
    await signIn(app, (await createSupportUser(db)).email, testPassword, 'marquee-support'),
  );
  const viewer = await createSupportUser(db, 'ViewOnly');
  viewerAuth = bearer(await signIn(app, viewer.email, testPassword, 'marquee-support'));
  const customer = await createCustomerAccount(db);
  customerAuth = bearer(await signIn(app, customer.owner.email, testPassword));
});
afterAll(() => app.close());

describe("the provider's player filters", () => {
  it('saves a filter over clients and organizations and names them', async () => {
    const db = app.database.db;
    const cafe = await createAccount(db, { name: `Cafe ${newCode()}` });
    const [group] = await db
      .insert(organizations)
      .values({ name: `Chain ${newCode()}` })
      .returning();
    const created = await app.inject({
      method: 'POST',
      url: '/support/api/playerfilter',
      headers: supportAuth,
      payload: body(`Cafes ${newCode()}`, [
        filterLeaf('Clients', [cafe.accountCode]),
        filterLeaf('Organization', [group?.organizationCode ?? ''], 'NotIn'),
      ]),
    });
    expect(created.statusCode).toBe(201);
    const filter = created.json().PlayerFilter;
    expect(filter.conditionLookups).toEqual([
      { code: cafe.accountCode, name: cafe.name, attributes: [] },
      { code: group?.organizationCode, name: group?.name, attributes: [] },
    ]);
    const read = await app.inject({
      method: 'GET',
      url: `/support/api/playerfilter/${filter.playerFilterCode}`,
      headers: viewerAuth,
    });
    expect(read.json().PlayerFilter.condition).toEqual(filter.condition);
  });

  it("keeps customers' filters and the provider's apart", async () => {
    const name = `Shared name ${newCode()}`;
    const own = await app.inject({
      method: 'POST',
      url: '/api/playerfilter',
      headers: customerAuth,
      payload: body(name, [filterLeaf('SearchText', ['hall'])]),
    });
    const code = own.json().PlayerFilter.playerFilterCode;
    const seen = await app.inject({
      method: 'GET',
      url: `/support/api/playerfilter/${code}`,
      headers: supportAuth,
    });
    expect(seen.statusCode).toBe(404);
    const list = await app.inject({
      method: 'GET',
      url: '/support/api/playerfilter',
      headers: supportAuth,
      query: { SearchText: name },
    });
    expect(list.json().PlayerFilters).toEqual([]);
  });

  it('lets view-only staff read but not save', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/support/api/playerfilter',
      headers: viewerAuth,
      payload: body(`Viewer ${newCode()}`, [filterLeaf('SearchText', ['x'])]),
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe("overwriting and deleting the provider's player filters", () => {
  const save = async (name: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/support/api/playerfilter',
        headers: supportAuth,
        payload: body(name, [filterLeaf('SearchText', ['hall'])]),
      })
    ).json().PlayerFilter;

  it('overwrites the name and condition, then deletes the filter', async () => {
    const filter = await save(`Halls ${newCode()}`);
    const url = `/support/api/playerfilter/${filter.playerFilterCode}`;
    const renamed = `Foyers ${newCode()}`;
    const put = await app.inject({
      method: 'PUT',
      url,
      headers: supportAuth,
      payload: body(renamed, [filterLeaf('SearchText', ['foyer'])]),
    });
    expect(put.statusCode).toBe(200);
    const read = (await app.inject({ method: 'GET', url, headers: supportAuth })).json();
    expect(read.PlayerFilter).toMatchObject({
      playerFilterName: renamed,
      condition: { operator: 'OR', subNodes: [filterLeaf('SearchText', ['foyer'])] },
    });
    expect((await app.inject({ method: 'DELETE', url, headers: supportAuth })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'GET', url, headers: supportAuth })).statusCode).toBe(404);
  });

  it("answers 404 for a customer's filter and 403 to view-only staff, changing nothing", async () => {
    const customers = await app.inject({
      method: 'POST',
      url: '/api/playerfilter',
      headers: customerAuth,
      payload: body(`Customer ${newCode()}`, [filterLeaf('SearchText', ['hall'])]),
    });
    const theirs = customers.json().PlayerFilter.playerFilterCode;
    const ours = (await save(`Ours ${newCode()}`)).playerFilterCode;
    const before = await snapshotTables(app);
    const send = (method: 'PUT' | 'DELETE', code: string, headers = supportAuth) =>
      app.inject({
        method,
        url: `/support/api/playerfilter/${code}`,
        headers,
        ...(method === 'PUT'
          ? { payload: body(`Taken ${newCode()}`, [filterLeaf('SearchText', ['x'])]) }
          : {}),
      });
    for (const method of ['PUT', 'DELETE'] as const) {
      expect((await send(method, theirs)).statusCode).toBe(404);
      expect((await send(method, ours, viewerAuth)).statusCode).toBe(403);
    }
    expect(await snapshotTables(app)).toBe(before);
  });
});

describe("the provider's player filters and a support user's reach", () => {
  /** Demo Cafe and Demo Retail, an administrator reaching both, a desk reaching the cafe only. */
  let cafe: { accountCode: string; name: string };
  let retail: { accountCode: string };
  let deskAuth: { authorization: string };

  beforeAll(async () => {
    const db = app.database.db;
    cafe = await createAccount(db, { name: `Demo Cafe ${newCode()}` });
    retail = await createAccount(db, { name: `Demo Retail ${newCode()}` });
    deskAuth = await signInSupportReaching(app, [cafe.accountCode]);
  });

  const url = (code?: string) => `/support/api/playerfilter${code ? `/${code}` : ''}`;
  const saveAs = (headers: { authorization: string }, name: string, codes: string[]) =>
    app.inject({
      method: 'POST',
      url: url(),
      headers,
      payload: body(name, [filterLeaf('Clients', codes, 'NotIn')]),
    });

  it("hides a filter naming a client beyond the caller's reach: not listed, 404 to read, change or delete", async () => {
    const name = `Retail only ${newCode()}`;
    const saved = await saveAs(supportAuth, name, [retail.accountCode]);
    const code = saved.json().PlayerFilter.playerFilterCode;
    const before = await snapshotTables(app);
    const read = await app.inject({ method: 'GET', url: url(code), headers: deskAuth });
    expect(read.statusCode).toBe(404);
    expect(read.json().success.ok).toBe(false);
    const change = await app.inject({
      method: 'PUT',
      url: url(code),
      headers: deskAuth,
      payload: body(`Taken ${newCode()}`, [filterLeaf('Clients', [cafe.accountCode])]),
    });
    expect(change.statusCode).toBe(404);
    const removal = await app.inject({ method: 'DELETE', url: url(code), headers: deskAuth });
    expect(removal.statusCode).toBe(404);
    const list = await app.inject({
      method: 'GET',
      url: url(),
      headers: deskAuth,
      query: { SearchText: name },
    });
    expect(list.json().PlayerFilters).toEqual([]);
    expect(await snapshotTables(app)).toBe(before);
    const own = await app.inject({ method: 'GET', url: url(code), headers: supportAuth });
    expect(own.statusCode).toBe(200);
  });

  it('hides a filter naming a reached and an unreached client, and shares the rest', async () => {
    const both = await saveAs(supportAuth, `Both ${newCode()}`, [
      cafe.accountCode,
      retail.accountCode,
    ]);
    const bothCode = both.json().PlayerFilter.playerFilterCode;
    const cafeName = `Cafe only ${newCode()}`;
    const mine = await saveAs(supportAuth, cafeName, [cafe.accountCode]);
    const cafeCode = mine.json().PlayerFilter.playerFilterCode;
    const read = (code: string) => app.inject({ method: 'GET', url: url(code), headers: deskAuth });
    expect((await read(bothCode)).statusCode).toBe(404);
    expect((await read(cafeCode)).statusCode).toBe(200);
    const list = await app.inject({ method: 'GET', url: url(), headers: deskAuth });
    const codes = list
      .json()
      .PlayerFilters.map((filter: { playerFilterCode: string }) => filter.playerFilterCode);
    expect(codes).toContain(cafeCode);
    expect(codes).not.toContain(bothCode);
  });

  it('refuses with 404 saving a filter that names a client beyond the caller, saving nothing', async () => {
    const before = await snapshotTables(app);
    const answer = await saveAs(deskAuth, `Beyond ${newCode()}`, [
      cafe.accountCode,
      retail.accountCode,
    ]);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().success.message).toContain(`no such client ${retail.accountCode}`);
    expect(await snapshotTables(app)).toBe(before);
  });
});
