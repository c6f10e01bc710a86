import { fillPath, type Access } from '@marquee/contracts';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from './db/schema';
import { buildTestApp } from './test/build-test-app';
import { createLocation, createPlayer } from './test/factories';
import { createCustomerAccount, createCustomerUser, testPassword } from './test/identity-factories';
import { bearer, signIn } from './test/sign-in';

/** Another account's rows that a request may try to reach. */
interface Foreign {
  accountCode: string;
  ownerCode: string;
  userCode: string;
  roleCode: string;
  locationCode: string;
  playerFilterCode: string;
  mediaFilterCode: string;
  playerCode: string;
}

interface ForeignRequest {
  params?: (foreign: Foreign) => Record<string, string>;
  body?: (foreign: Foreign) => unknown;
}

/**
 * How each customer call that names rows is aimed at another account. Every customer call with
 * a path parameter needs an entry (the test fails without one); calls naming rows in their body
 * are listed too. Each must answer 404 and change nothing.
 */
const foreignRequests: Record<string, ForeignRequest> = {
  'users.delete': { params: (f) => ({ id: f.userCode }) },
  'users.getLocations': { params: (f) => ({ code: f.userCode }) },
  'users.setLocations': {
    params: (f) => ({ code: f.userCode }),
    body: () => ({ LocationCodes: [] }),
  },
  'roles.get': { params: (f) => ({ id: f.roleCode }) },
  'roles.update': {
    params: (f) => ({ id: f.roleCode }),
    body: () => ({ Name: 'Taken over', ComponentsAndSubParts: [] }),
  },
  'users.setRoles': { body: (f) => ({ UserCode: f.userCode, RoleCodes: [] }) },
  'users.resetPasswordOrInvitation': { body: (f) => ({ UserId: f.userCode }) },
  'users.modifyOwner': { body: (f) => ({ FromUserId: f.ownerCode, ToUserId: f.userCode }) },
  'playerFilters.get': { params: (f) => ({ id: f.playerFilterCode }) },
  'playerFilters.update': {
    params: (f) => ({ id: f.playerFilterCode }),
    body: () => filterBody('PlayerFilter'),
  },
  'playerFilters.delete': { params: (f) => ({ id: f.playerFilterCode }) },
  'mediaFilters.get': { params: (f) => ({ id: f.mediaFilterCode }) },
  'mediaFilters.update': {
    params: (f) => ({ id: f.mediaFilterCode }),
    body: () => filterBody('MediaFilter'),
  },
  'mediaFilters.delete': { params: (f) => ({ id: f.mediaFilterCode }) },
  'players.lookupBySecret': { params: () => ({ secret: 'ABCDEF' }) },
  'players.getSettings': { params: (f) => ({ id: f.playerCode }) },
  'players.updateSettings': {
    params: (f) => ({ id: f.playerCode }),
    body: () => ({ name: 'Taken' }),
  },
  'players.getInformation': { params: (f) => ({ id: f.playerCode }) },
  'players.getTags': { params: (f) => ({ id: f.playerCode }) },
  'players.setTags': { params: (f) => ({ id: f.playerCode }), body: () => ({ tags: ['Taken'] }) },
  'players.delete': { params: (f) => ({ id: f.playerCode }) },
  'players.release': { params: (f) => ({ id: f.playerCode }) },
  'players.reboot': { params: (f) => ({ id: f.playerCode }) },
  'players.orderLogs': { params: (f) => ({ id: f.playerCode }) },
  'players.orderScreenshot': { params: (f) => ({ id: f.playerCode }) },
  'players.screenshot': { params: (f) => ({ id: f.playerCode }) },
  'players.logs': { params: (f) => ({ id: f.playerCode }) },
  'players.showNameInfo': {
    params: (f) => ({ id: f.playerCode }),
    body: () => ({ showNameInfo: true }),
  },
  'players.deleteMultiple': { body: (f) => ({ playerCodes: [f.playerCode] }) },
  'players.rebootMultiple': { body: (f) => ({ PlayerCodes: [f.playerCode] }) },
  'players.setLocation': { body: (f) => ({ playerCodes: [f.playerCode], locationCode: null }) },
  'players.changeTags': {
    body: (f) => ({ playerCodes: [f.playerCode], tags: ['Taken'], added: true }),
  },
  'locations.update': {
    params: (f) => ({ code: f.locationCode }),
    body: () => ({ locationName: 'Taken' }),
  },
  'locations.delete': { params: (f) => ({ code: f.locationCode }) },
};

/** A valid saved-filter body, so only the foreign id can be what fails. */
function filterBody(key: 'PlayerFilter' | 'MediaFilter') {
  const leaf = {
    nodeType: 'SearchText',
    nodeKey: 'SearchText',
    codes: ['hall'],
    codeCondition: 'In',
  };
  return {
    [key]: { [`${key}Name`]: 'Taken over' },
    Filter: { Condition: { operator: 'AND', subNodes: [leaf] } },
  };
}

/** Path parameters that are not row ids (an application name), filled the same for everyone. */
const fixedParams: Record<string, string> = { app: 'SignagePlayer' };

/** One operation of a served OpenAPI document. */
interface Operation {
  id: string;
  backend: 'customer' | 'support';
  method: string;
  /** Full address with `{name}` parameters, the backend's base included. */
  path: string;
  access: Access;
}

let operations: Operation[] = [];

/** Reads every operation of both OpenAPI documents as the server serves them. */
async function servedOperations(): Promise<Operation[]> {
  const found: Operation[] = [];
  for (const [backend, url] of [
    ['customer', '/api/openapi.json'],
    ['support', '/support/api/openapi.json'],
  ] as const) {
    const document = (await app.inject({ method: 'GET', url })).json<{
      servers?: Array<{ url: string }>;
      paths: Record<string, Record<string, { operationId: string; 'x-access': Access }>>;
    }>();
    const base = document.servers?.[0]?.url.replace(/\/$/, '') ?? '';
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        found.push({
          id: operation.operationId,
          backend,
          method: method.toUpperCase(),
          path: base + path,
          access: operation['x-access'],
        });
      }
    }
  }
  return found;
}
const identityTables = new Set(['oidc_models', 'sign_in_throttles', 'identity_keys']);

let app: FastifyInstance;
let foreign: Foreign;
let customerAuth: { authorization: string };

/** Every row of every table (the identity server's own store aside), to prove nothing changed. */
async function snapshot(): Promise<string> {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
    is(value, PgTable),
  );
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    const name = getTableName(table);
    if (identityTables.has(name)) continue;
    rows[name] = await app.database.db.select().from(table);
  }
  return JSON.stringify(rows);
}

function placeholderParams(call: Operation): Record<string, string> {
  const names = [...call.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  return Object.fromEntries(names.map((name) => [name, fixedParams[name] ?? 'someCode']));
}

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const mine = await createCustomerAccount(db);
  const theirs = await createCustomerAccount(db);
  const theirUser = await createCustomerUser(db, theirs.account.id, theirs.roleIds, 'User');
  const theirLocation = await createLocation(db, theirs.account.id);
  const [theirRole] = await db
    .insert(schema.roles)
    .values({ accountId: theirs.account.id, name: 'Their own role' })
    .returning();
  const theirFilter = (kind: 'Player' | 'Media') =>
    db
      .insert(schema.savedFilters)
      .values({
        kind,
        accountId: theirs.account.id,
        name: `Their ${kind} filter`,
        condition: { operator: 'AND', subNodes: [] },
      })
      .returning()
      .then(([row]) => row?.filterCode ?? '');
  foreign = {
    accountCode: theirs.account.accountCode,
    ownerCode: theirs.owner.userCode,
    userCode: theirUser.userCode,
    roleCode: theirRole?.roleCode ?? '',
    locationCode: theirLocation.locationCode,
    playerFilterCode: await theirFilter('Player'),
    mediaFilterCode: await theirFilter('Media'),
    playerCode: (await createPlayer(db, theirs.account.id)).playerCode,
  };
  customerAuth = bearer(await signIn(app, mine.owner.email, testPassword));
  operations = await servedOperations();
});
afterAll(() => app.close());

/** Operations whose answer is not the expected status, as `id: status` for a readable failure. */
async function answersOtherThan(
  status: number,
  chosen: Operation[],
  headers: Record<string, string> = {},
): Promise<string[]> {
  const wrong: string[] = [];
  for (const operation of chosen) {
    const response = await app.inject({
      method: operation.method as 'GET',
      url: fillPath(operation.path, placeholderParams(operation)),
      headers,
    });
    if (response.statusCode !== status) wrong.push(`${operation.id}: ${response.statusCode}`);
  }
  return wrong;
}

describe('tenancy of every route of both OpenAPI documents', () => {
  it('reads operations of both backends', () => {
    expect(operations.some((operation) => operation.backend === 'customer')).toBe(true);
    expect(operations.some((operation) => operation.backend === 'support')).toBe(true);
  });

  it('has a foreign-id entry for every customer operation naming rows in its path', () => {
    const missing = operations
      .filter((operation) => operation.backend === 'customer')
      .filter((operation) =>
        Object.keys(placeholderParams(operation)).some((name) => !(name in fixedParams)),
      )
      .filter((operation) => !(operation.id in foreignRequests))
      .map((operation) => operation.id);
    expect(missing).toEqual([]);
    const unknown = Object.keys(foreignRequests).filter(
      (id) => !operations.some((operation) => operation.id === id),
    );
    expect(unknown).toEqual([]);
  });

  it('answers 401 without a token on every operation that is not public', async () => {
    const guarded = operations.filter((operation) => operation.access.kind !== 'public');
    expect(await answersOtherThan(401, guarded)).toEqual([]);
  });

  it('answers 403 to a customer on every support operation that is not public', async () => {
    const support = operations.filter(
      (operation) => operation.backend === 'support' && operation.access.kind !== 'public',
    );
    expect(await answersOtherThan(403, support, customerAuth)).toEqual([]);
  });

  it.each(Object.entries(foreignRequests))(
    '%s answers 404 for another account and changes nothing',
    async (id, entry) => {
      const operation = operations.find((candidate) => candidate.id === id);
      if (!operation) throw new Error(`No operation ${id} in the OpenAPI documents`);
      const before = await snapshot();
      const response = await app.inject({
        method: operation.method as 'GET',
        url: fillPath(operation.path, {
          ...placeholderParams(operation),
          ...entry.params?.(foreign),
        }),
        headers: customerAuth,
        ...(entry.body ? { payload: entry.body(foreign) as object } : {}),
      });
      expect(response.statusCode).toBe(404);
      expect(await snapshot()).toBe(before);
    },
  );
});
