import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createCustomerAccount, testPassword } from '../../test/identity-factories';
import { bearer, signIn } from '../../test/sign-in';
import { queryRows } from '../db/database';
import { findUnsafeText } from './unsafe-text';

let app: FastifyInstance;
let auth: { authorization: string };

beforeAll(async () => {
  app = await buildTestApp();
  const account = await createCustomerAccount(app.database.db);
  auth = bearer(await signIn(app, account.owner.email, testPassword));
});
afterAll(() => app.close());

const refusal = (field: string) => ({
  success: {
    ok: false,
    message: `${field}: must not contain NUL characters or unpaired surrogates`,
  },
});

/** Roles saved so far, read by name: the platform imports none of the app's tables. */
async function roleCount() {
  const [row] = await queryRows<{ count: number }>(
    app.database.db,
    sql`select count(*)::int as count from roles`,
  );
  return row?.count;
}

describe('text no database can store', () => {
  it('refuses a NUL in a body field, naming it, and saves nothing', async () => {
    const before = await roleCount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/roles/',
      headers: auth,
      payload: { Name: 'a\u0000b' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('Name'));
    expect(await roleCount()).toBe(before);
  });

  it('refuses a NUL in a search text', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/users?SearchText=aaa%00bbb',
      headers: auth,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('SearchText'));
  });

  it('refuses a lone surrogate sent as a JSON escape, naming the nested field', async () => {
    const before = await roleCount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/roles/',
      headers: { ...auth, 'content-type': 'application/json' },
      payload:
        '{"Name":"Fine","ComponentsAndSubParts":[{"UniqueCode":"\\ud800","Permission":"ViewOnly"}]}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('ComponentsAndSubParts[0].UniqueCode'));
    expect(await roleCount()).toBe(before);
  });

  it('refuses a NUL in a path parameter', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/roles/ab%00cd', headers: auth });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('id'));
  });

  it('finds unsafe text in values and property names, and passes paired surrogates', () => {
    expect(findUnsafeText({ a: ['ok', 'smile \u{1F600}'] })).toBeNull();
    expect(findUnsafeText({ a: [{ b: 'x\udc00' }] })).toEqual(['a', 0, 'b']);
    expect(findUnsafeText({ a: { 'bad\u0000key': 1 } })).toEqual(['a']);
  });

  it('walks any depth of nesting without running out of stack', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findUnsafeText(deep)).toHaveLength(100_000);
  });
});
