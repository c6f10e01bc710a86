import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, userRoles, users } from '../../db/schema';
import type { SavedFilter } from '../../db/schema/columns';
import { buildTestApp } from '../../test/build-test-app';
import { createLocation, createPlayer } from '../../test/factories';
import { filterLeaf } from '../../test/filter-conditions';
import { heldRoleIds, roleCodeOfId } from '../../test/held-roles';
import {
  createCustomerAccount,
  createCustomerUserWithGrants,
  createRoleWithGrants,
  testPassword,
} from '../../test/identity-factories';
import { bearer, signIn } from '../../test/sign-in';

type Headers = { authorization: string };

/** The limited user's grants: enough to edit roles and users, and to see screens. */
const grants = { RolesAndUsers: 'AddAndEdit', Screens: 'ViewOnly' } as const;
const grantList = Object.entries(grants).map(([UniqueCode, Permission]) => ({
  UniqueCode,
  Permission,
}));

let app: FastifyInstance;
let accountId: string;
let ownerAuth: Headers;
/** A user whose one role sees the screens of location L1 only. */
let limited: Awaited<ReturnType<typeof createCustomerUserWithGrants>>;
let limitedAuth: Headers;
let limitedRoleCode: string;
let inL1: { operator: 'AND'; subNodes: ReturnType<typeof filterLeaf>[] };
let screenInL1: string;
let screenInL2: string;
let inL2: ReturnType<typeof filterLeaf>;

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const account = await createCustomerAccount(db);
  accountId = account.account.id;
  const [l1, l2] = [await createLocation(db, accountId), await createLocation(db, accountId)];
  screenInL1 = (await createPlayer(db, accountId, { locationId: l1.id })).playerCode;
  screenInL2 = (await createPlayer(db, accountId, { locationId: l2.id })).playerCode;
  inL1 = { operator: 'AND', subNodes: [filterLeaf('Locations', [l1.locationCode])] };
  inL2 = filterLeaf('Locations', [l2.locationCode]);
  limited = await createCustomerUserWithGrants(db, accountId, grants);
  await db
    .update(roles)
    .set({ screensFilter: { condition: inL1 } })
    .where(eq(roles.id, limited.roleId));
  limitedRoleCode = await roleCodeOfId(db, limited.roleId);
  ownerAuth = bearer(await signIn(app, account.owner.email, testPassword));
  limitedAuth = bearer(await signIn(app, limited.email, testPassword));
}, 120_000);
afterAll(() => app.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object, headers = limitedAuth) =>
  app.inject({ method, url, headers, payload });

const role = (name: string, filters: object = {}) => ({
  Name: name,
  ComponentsAndSubParts: grantList,
  ...filters,
});

async function screensSeen(headers: Headers) {
  const answer = await app.inject({ method: 'GET', url: '/api/players', headers });
  return answer.json().Players.map((player: { playerCode: string }) => player.playerCode);
}

async function storedFilter(roleCode: string): Promise<SavedFilter | null> {
  const [row] = await app.database.db
    .select({ screensFilter: roles.screensFilter })
    .from(roles)
    .where(eq(roles.roleCode, roleCode));
  return row?.screensFilter ?? null;
}

async function rolesNamed(name: string) {
  return app.database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
}

/** A role of the account with the limited user's grants and these stored filters. */
async function roleWith(filters: Partial<typeof roles.$inferInsert>) {
  const id = await createRoleWithGrants(app.database.db, { accountId, grants, ...filters });
  return { id, code: await roleCodeOfId(app.database.db, id) };
}

describe('a user limited to one location', () => {
  it('sees the screens of that location only', async () => {
    expect(await screensSeen(limitedAuth)).toEqual([screenInL1]);
  });

  it('cannot lift the filter of their own role (403), and still sees only their screens', async () => {
    const answer = await send(
      'PUT',
      `/api/roles/${limitedRoleCode}`,
      role('Lifted', { ScreensFilter: null }),
    );
    expect(answer.statusCode).toBe(403);
    expect(answer.json().success).toMatchObject({ ok: false });
    expect(answer.json().success.message).toContain('ScreensFilter');
    expect(await storedFilter(limitedRoleCode)).toEqual({ condition: inL1 });
    expect(await screensSeen(limitedAuth)).toEqual([screenInL1]);
  });

  it('cannot narrow the filter of a role they hold either, since it is what limits them', async () => {
    const narrower = { operator: 'AND', subNodes: [...inL1.subNodes, filterLeaf('Tags', ['t'])] };
    const answer = await send(
      'PUT',
      `/api/roles/${limitedRoleCode}`,
      role('Narrower', { ScreensFilter: { Condition: narrower } }),
    );
    expect(answer.statusCode).toBe(403);
    expect(await storedFilter(limitedRoleCode)).toEqual({ condition: inL1 });
  });

  it('may still rename their own role when its filter stays as it is', async () => {
    const answer = await send(
      'PUT',
      `/api/roles/${limitedRoleCode}`,
      role('Renamed', { ScreensFilter: { Condition: inL1 } }),
    );
    expect(answer.statusCode).toBe(200);
  });

  it.each<[string, () => object]>([
    ['no screens filter', () => ({})],
    [
      'another location',
      () => ({ ScreensFilter: { Condition: { operator: 'AND', subNodes: [inL2] } } }),
    ],
    [
      'their location ORed with more',
      () => ({
        ScreensFilter: {
          Condition: { operator: 'OR', subNodes: [...inL1.subNodes, filterLeaf('Tags', ['t'])] },
        },
      }),
    ],
    [
      'a fixed list naming a screen of another location',
      () => ({ ScreensFilter: { Condition: inL1, FixedPlayerList: [screenInL2] } }),
    ],
  ])('cannot create a role with %s (403), and nothing is saved', async (what, filters) => {
    const name = `Wider: ${what}`;
    const answer = await send('POST', '/api/roles/', role(name, filters()));
    expect(answer.statusCode).toBe(403);
    expect(answer.json().success.message).toContain('ScreensFilter');
    expect(await rolesNamed(name)).toEqual([]);
  });

  it('creates a role within their reach: their own filter, or it ANDed with more', async () => {
    const same = await send(
      'POST',
      '/api/roles/',
      role('Same reach', { ScreensFilter: { Condition: inL1 } }),
    );
    expect(same.statusCode).toBe(201);
    const narrower = {
      operator: 'AND',
      subNodes: [inL1, filterLeaf('Players', [screenInL1])],
    };
    const anded = await send(
      'POST',
      '/api/roles/',
      role('Narrower reach', { ScreensFilter: { Condition: narrower } }),
    );
    expect(anded.statusCode).toBe(201);
  });

  it('cannot assign themselves an unfiltered role (403), and keeps only their own', async () => {
    const wide = await roleWith({ screensFilter: null });
    const answer = await send('PUT', '/api/users/roles', {
      UserCode: limited.userCode,
      RoleCodes: [limitedRoleCode, wide.code],
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().success.message).toContain('RoleCodes');
    expect(await heldRoleIds(app.database.db, limited.id)).toEqual([limited.roleId]);
    expect(await screensSeen(limitedAuth)).toEqual([screenInL1]);
  });

  it('cannot invite someone with an unfiltered role (403), and adds nobody', async () => {
    const wide = await roleWith({ screensFilter: null });
    const email = `wide-${wide.code}@example.com`;
    const answer = await send('POST', '/api/users/inviteUser', {
      Email: email,
      RoleCodes: [wide.code],
    });
    expect(answer.statusCode).toBe(403);
    expect(await app.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('cannot change a role that reaches beyond them, even to narrow it', async () => {
    const wide = await roleWith({ screensFilter: null });
    const answer = await send(
      'PUT',
      `/api/roles/${wide.code}`,
      role('Narrowed', { ScreensFilter: { Condition: inL1 } }),
    );
    expect(answer.statusCode).toBe(403);
    expect(await storedFilter(wide.code)).toBeNull();
  });

  it('cannot give a role a media filter wider than theirs', async () => {
    const tagged = { operator: 'AND', subNodes: [filterLeaf('Tags', ['poster'])] };
    const mediaLimited = await createCustomerUserWithGrants(app.database.db, accountId, grants);
    await app.database.db
      .update(roles)
      .set({ mediaFilter: { condition: tagged } })
      .where(eq(roles.id, mediaLimited.roleId));
    const auth = bearer(await signIn(app, mediaLimited.email, testPassword));
    const wider = await send('POST', '/api/roles/', role('All media'), auth);
    expect(wider.statusCode).toBe(403);
    expect(wider.json().success.message).toContain('MediaLibraryFilter');
    const within = await send(
      'POST',
      '/api/roles/',
      role('Poster media', { MediaLibraryFilter: { Condition: tagged } }),
      auth,
    );
    expect(within.statusCode).toBe(201);
  });

  it('cannot change or remove a user who reaches more screens than they do', async () => {
    const wide = await roleWith({ screensFilter: null });
    const other = await createCustomerUserWithGrants(app.database.db, accountId, {});
    await app.database.db.insert(userRoles).values({ userId: other.id, roleId: wide.id });
    const change = await send('PUT', '/api/users/roles', {
      UserCode: other.userCode,
      RoleCodes: [],
    });
    expect(change.statusCode).toBe(403);
    const removal = await app.inject({
      method: 'DELETE',
      url: `/api/users/${other.userCode}`,
      headers: limitedAuth,
    });
    expect(removal.statusCode).toBe(403);
    expect((await heldRoleIds(app.database.db, other.id)).sort()).toEqual(
      [other.roleId, wide.id].sort(),
    );
  });

  it('reads other roles without the screens outside their reach, which the owner still sees', async () => {
    const both = filterLeaf('Players', [screenInL1, screenInL2]);
    const named = { operator: 'AND', subNodes: [both] };
    const lookups = [screenInL1, screenInL2].map((code) => ({
      code,
      name: `Name of ${code}`,
      attributes: [],
    }));
    const stored = { condition: named, conditionLookups: lookups, fixedPlayerList: [screenInL2] };
    const wide = await roleWith({ name: 'Names both', screensFilter: stored });
    const read = async (headers: Headers) => {
      const one = await app.inject({ method: 'GET', url: `/api/roles/${wide.code}`, headers });
      const list = await app.inject({ method: 'GET', url: '/api/roles/?limit=100', headers });
      const listed = list
        .json()
        .roles.find((item: { roleCode: string }) => item.roleCode === wide.code);
      return [
        one.json().role?.screensComponent ?? one.json().screensComponent,
        listed.screensComponent,
      ];
    };
    for (const filter of await read(limitedAuth)) {
      expect(JSON.stringify(filter)).not.toContain(screenInL2);
      expect(filter.Condition.subNodes[0].codes).toEqual([screenInL1]);
      expect(filter.ConditionLookups).toEqual([lookups[0]]);
      expect(filter.FixedPlayerList).toEqual([]);
    }
    for (const filter of await read(ownerAuth)) {
      expect(filter.Condition.subNodes[0].codes).toEqual([screenInL1, screenInL2]);
      expect(filter.FixedPlayerList).toEqual([screenInL2]);
    }
  });

  it('leaves administrators free to set any filter', async () => {
    const answer = await send(
      'PUT',
      `/api/roles/${limitedRoleCode}`,
      role('Renamed', { ScreensFilter: null }),
      ownerAuth,
    );
    expect(answer.statusCode).toBe(200);
    expect(await screensSeen(limitedAuth)).toEqual(
      expect.arrayContaining([screenInL1, screenInL2]),
    );
  });
});
