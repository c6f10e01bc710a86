import { fillPath, fullPath, type CallDescriptor } from '@marquee/contracts';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from './db/schema';
import { allRoutes } from './modules';
import { buildTestApp } from './test/build-test-app';
import { createLocation } from './test/factories';
import { createCustomerAccount, createCustomerUser, testPassword } from './test/identity-factories';
import { bearer, signIn } from './test/sign-in';

/** Another account's rows that a request may try to reach. */
interface Foreign {
  accountCode: string;
  ownerCode: string;
  userCode: string;
  roleCode: string;
  locationCode: string;
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
};

/** Path parameters that are not row ids (an application name), filled the same for everyone. */
const fixedParams: Record<string, string> = { app: 'SignagePlayer' };

const calls: CallDescriptor[] = allRoutes.map((route) => route.call);
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

function placeholderParams(call: CallDescriptor): Record<string, string> {
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
  foreign = {
    accountCode: theirs.account.accountCode,
    ownerCode: theirs.owner.userCode,
    userCode: theirUser.userCode,
    roleCode: theirRole?.roleCode ?? '',
    locationCode: theirLocation.locationCode,
  };
  customerAuth = bearer(await signIn(app, mine.owner.email, testPassword));
});
afterAll(() => app.close());

describe('tenancy of every route', () => {
  it('has a foreign-id entry for every customer call with path parameters', () => {
    const missing = calls
      .filter((call) => call.backend === 'customer' && /\{\w+\}/.test(call.path))
      .filter((call) => Object.keys(placeholderParams(call)).some((name) => !(name in fixedParams)))
      .filter((call) => !(call.id in foreignRequests))
      .map((call) => call.id);
    expect(missing).toEqual([]);
    const unknown = Object.keys(foreignRequests).filter(
      (id) => !calls.some((call) => call.id === id),
    );
    expect(unknown).toEqual([]);
  });

  it.each(
    calls.filter((call) => call.access.kind !== 'public').map((call) => [call.id, call] as const),
  )('%s answers 401 without a token', async (_id, call) => {
    const response = await app.inject({
      method: call.method,
      url: fillPath(fullPath(call), placeholderParams(call)),
    });
    expect(response.statusCode).toBe(401);
  });

  const supportCalls = calls.filter(
    (call) => call.backend === 'support' && call.access.kind !== 'public',
  );
  it.each(supportCalls.map((call) => [call.id, call] as const))(
    '%s answers 403 to a customer',
    async (_id, call) => {
      const response = await app.inject({
        method: call.method,
        url: fillPath(fullPath(call), placeholderParams(call)),
        headers: customerAuth,
      });
      expect(response.statusCode).toBe(403);
    },
  );

  it.each(Object.entries(foreignRequests))(
    '%s answers 404 for another account and changes nothing',
    async (id, entry) => {
      const call = calls.find((candidate) => candidate.id === id);
      if (!call) throw new Error(`No route for ${id}`);
      const before = await snapshot();
      const response = await app.inject({
        method: call.method,
        url: fillPath(fullPath(call), { ...placeholderParams(call), ...entry.params?.(foreign) }),
        headers: customerAuth,
        ...(entry.body ? { payload: entry.body(foreign) as object } : {}),
      });
      expect(response.statusCode).toBe(404);
      expect(await snapshot()).toBe(before);
    },
  );
});
