import { randomBytes } from 'node:crypto';
import { defineCall, envelope } from '@marquee/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, testConfig } from '../../test/build-test-app';
import { createCustomerAccount, testPassword } from '../../test/identity-factories';
import { bearer, signIn, startAuthorization, submitCredentials } from '../../test/sign-in';
import { defineRoute } from '../http/define-route';
import { registerRoutes } from '../http/register-routes';

// A call that exists only here: a statement that fails with a person's data in its parameters.
const failingCall = defineCall({
  id: 'test.failWithPersonalData',
  backend: 'customer',
  method: 'POST',
  path: '/api/test-log/fail',
  summary: 'Fails inside the database with a name, an address and a password as parameters.',
  access: { kind: 'public' },
  body: z.object({ name: z.string(), email: z.string(), password: z.string() }),
  response: envelope({}),
});

const lines: string[] = [];
let app: FastifyInstance;
let customer: Awaited<ReturnType<typeof createCustomerAccount>>;

beforeAll(async () => {
  app = await buildTestApp({
    config: testConfig({ LOG_LEVEL: 'trace' }),
    logDestination: { write: (line) => void lines.push(line) },
  });
  registerRoutes(
    app,
    [
      defineRoute(failingCall, async ({ db, body }) => {
        await db.execute(sql`select ${body.name}::integer, ${body.email}, ${body.password}`);
        return { success: { ok: true } };
      }),
    ],
    { validateResponses: true },
  );
  customer = await createCustomerAccount(app.database.db);
});
afterAll(() => app.close());

/** Everything logged while `act` ran, as pino wrote it. */
async function logOf(act: () => Promise<unknown>): Promise<string> {
  const from = lines.length;
  await act();
  return lines.slice(from).join('');
}

const secret = () => randomBytes(24).toString('base64url');

describe('the log', () => {
  it('shows a reset link without its token', async () => {
    const token = secret();
    const log = await logOf(() =>
      app.inject({ method: 'GET', url: `/oidc/password/reset?token=${token}` }),
    );
    expect(log).toContain('"url":"/oidc/password/reset?token=[REDACTED]"');
    expect(log).not.toContain(token);
  });

  it('shows sign-in addresses without their code, state or tokens', async () => {
    const code = secret();
    const state = secret();
    let tokens: Awaited<ReturnType<typeof signIn>> | undefined;
    const log = await logOf(async () => {
      tokens = await signIn(app, customer.owner.email, testPassword);
      await app.inject({ method: 'GET', url: `/signin?code=${code}&state=${state}` });
      await app.inject({ method: 'GET', url: '/api/users/signedInUser', headers: bearer(tokens) });
      await app.inject({
        method: 'GET',
        url: `/oidc/session/end?id_token_hint=${tokens.idToken}&client_id=marquee-app`,
      });
    });
    expect(log).toContain('"url":"/signin?code=[REDACTED]&state=[REDACTED]"');
    expect(log).toContain('/oidc/auth?client_id=marquee-app');
    expect(log).toContain('"url":"/api/users/signedInUser"');
    for (const value of [code, state, tokens?.accessToken, tokens?.refreshToken, tokens?.idToken]) {
      expect(log).not.toContain(value);
    }
    expect(log).not.toContain(customer.owner.email);
    expect(log).not.toContain(testPassword);
  });

  it('keeps the address and password of a failed sign-in out', async () => {
    const password = `wrong ${secret()}`;
    const log = await logOf(async () => {
      const start = await startAuthorization(app);
      const answer = await submitCredentials(app, start, customer.owner.email, password);
      expect(answer.statusCode).toBe(401);
    });
    expect(log).toContain('/oidc/interaction/');
    expect(log).not.toContain(customer.owner.email);
    expect(log).not.toContain(password);
  });

  it('logs a 500 with what failed but without the data it failed on', async () => {
    const person = {
      name: 'Ann Lindqvist',
      email: 'ann.lindqvist@example.com',
      password: secret(),
    };
    const log = await logOf(async () => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/test-log/fail',
        payload: person,
      });
      expect(answer.statusCode).toBe(500);
    });
    expect(log).toContain('"msg":"Request failed"');
    expect(log).toContain('Failed query: select $1::integer, $2, $3');
    expect(log).toContain('22P02');
    for (const value of Object.values(person)) expect(log).not.toContain(value);
  });

  it('never writes an Authorization or Cookie header', async () => {
    const token = secret();
    const log = await logOf(() => {
      app.log.info({ headers: { authorization: `Bearer ${token}`, cookie: `_session=${token}` } });
      return app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { authorization: `Bearer ${token}`, cookie: `_session=${token}` },
      });
    });
    expect(log).toContain('"authorization":"[REDACTED]"');
    expect(log).not.toContain(token);
  });
});
