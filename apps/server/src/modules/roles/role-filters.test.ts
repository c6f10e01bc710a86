import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createPlayer } from '../../test/factories';
import { filterLeaf } from '../../test/filter-conditions';
import { createCustomerAccount, testPassword } from '../../test/identity-factories';
import { bearer, signIn } from '../../test/sign-in';

let app: FastifyInstance;
let retail: Awaited<ReturnType<typeof createCustomerAccount>>;
let auth: { authorization: string };

beforeAll(async () => {
  app = await buildTestApp();
  retail = await createCustomerAccount(app.database.db);
  auth = bearer(await signIn(app, retail.owner.email, testPassword));
});
afterAll(() => app.close());

async function roleCount() {
  const rows = await app.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.accountId, retail.account.id));
  return rows.length;
}

function createRole(payload: object) {
  return app.inject({ method: 'POST', url: '/api/roles/', headers: auth, payload });
}

function nested(depth: number): object {
  let node: object = filterLeaf('Tags', ['t']);
  for (let level = 0; level < depth; level += 1) node = { operator: 'AND', subNodes: [node] };
  return node;
}

const manyCodes = Array.from({ length: 20_000 }, (_, index) => `c${index}`);

describe('filters of a customer role', () => {
  it.each([
    ['a condition that is not a group', { Condition: 'x' }, 'ScreensFilter.Condition'],
    [
      'an unknown operator',
      { Condition: { operator: 'XOR', subNodes: [filterLeaf('Tags', ['t'])] } },
      'ScreensFilter.Condition.operator',
    ],
    [
      '20,000 codes',
      { Condition: { operator: 'AND', subNodes: [filterLeaf('Tags', manyCodes)] } },
      'ScreensFilter.Condition',
    ],
    ['a 20-deep tree', { Condition: nested(20) }, 'ScreensFilter.Condition'],
    [
      'an item attribute, which screens do not have',
      { Condition: { operator: 'AND', subNodes: [filterLeaf('Attribute', ['Coffee'])] } },
      'ScreensFilter.Condition.subNodes[0].nodeType',
    ],
    ['a fixed list of non-codes', { FixedPlayerList: ['a b'] }, 'ScreensFilter.FixedPlayerList[0]'],
  ])('refuses %s with a 400 naming the field, saving nothing', async (_, filter, field) => {
    const before = await roleCount();
    const answer = await createRole({ Name: 'Filtered', ScreensFilter: filter });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().success.message).toContain(field);
    expect(await roleCount()).toBe(before);
  });

  it('applies the same schema to the media library filter', async () => {
    const answer = await createRole({ Name: 'Filtered', MediaLibraryFilter: { Condition: 'x' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().success.message).toContain('MediaLibraryFilter.Condition');
  });

  it('keeps a valid condition and a fixed list of its own screens', async () => {
    const player = await createPlayer(app.database.db, retail.account.id);
    const Condition = { operator: 'OR', subNodes: [filterLeaf('Tags', ['t'])] };
    const answer = await createRole({
      Name: 'Hall screens',
      ScreensFilter: { Condition, FixedPlayerList: [player.playerCode] },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().role.screensComponent).toEqual({
      Condition,
      FixedPlayerList: [player.playerCode],
    });
  });

  it("answers 404 for another account's screen in the fixed list", async () => {
    const theirs = await createCustomerAccount(app.database.db);
    const player = await createPlayer(app.database.db, theirs.account.id);
    const before = await roleCount();
    const answer = await createRole({
      Name: 'Borrowed screens',
      ScreensFilter: { Condition: null, FixedPlayerList: [player.playerCode] },
    });
    expect(answer.statusCode).toBe(404);
    expect(await roleCount()).toBe(before);
  });
});

describe('the role list', () => {
  it('pages: at most MaxItemsInResult roles, then the rest, with hasMore', async () => {
    for (const name of ['Paged A', 'Paged B', 'Paged C']) await createRole({ Name: name });
    const total = await roleCount();
    const first = await app.inject({
      method: 'GET',
      url: '/api/roles/?MaxItemsInResult=2',
      headers: auth,
    });
    expect(first.json().roles).toHaveLength(2);
    expect(first.json().hasMore).toBe(true);
    const rest = await app.inject({
      method: 'GET',
      url: `/api/roles/?MaxItemsInResult=200&SkipItemsInResult=2`,
      headers: auth,
    });
    expect(rest.json().roles).toHaveLength(total - 2);
    expect(rest.json().hasMore).toBe(false);
  });

  it('gives 50 roles by default and refuses a page above 200', async () => {
    const values = Array.from({ length: 60 }, (_, index) => ({
      accountId: retail.account.id,
      name: `Bulk role ${index}`,
    }));
    await app.database.db.insert(roles).values(values);
    const page = await app.inject({ method: 'GET', url: '/api/roles/', headers: auth });
    expect(page.json().roles).toHaveLength(50);
    expect(page.json().hasMore).toBe(true);
    const tooMany = await app.inject({
      method: 'GET',
      url: '/api/roles/?MaxItemsInResult=201',
      headers: auth,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().success.message).toContain('MaxItemsInResult');
  });
});
