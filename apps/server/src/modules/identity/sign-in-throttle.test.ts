import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { attemptThrottles } from '../../db/schema';
import type * as passwords from '../../platform/passwords';
import { verifyPassword } from '../../platform/passwords';
import { buildTestApp } from '../../test/build-test-app';
import { createCustomerAccount, testPassword } from '../../test/identity-factories';
import { signIn, startAuthorization, type AuthorizationStart } from '../../test/sign-in';

// The real argon2 check, wrapped only to count how often a password is really checked.
vi.mock('../../platform/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});
const verifications = vi.mocked(verifyPassword);

let app: FastifyInstance;
let cafe: Awaited<ReturnType<typeof createCustomerAccount>>;

beforeAll(async () => {
  app = await buildTestApp();
  cafe = await createCustomerAccount(app.database.db);
});
afterAll(() => app.close());
beforeEach(() => {
  verifications.mockClear();
});

/** Posts the sign-in form from a client address, as a browser behind that address would. */
function submitFrom(ip: string, start: AuthorizationStart, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: start.interactionPath,
    remoteAddress: ip,
    headers: { cookie: start.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(),
  });
}

/** Starts one sign-in per attempt, then submits them all at once. */
async function burst(ip: string, attempts: Array<{ email: string; password: string }>) {
  const starts: AuthorizationStart[] = [];
  for (let i = 0; i < attempts.length; i += 1) starts.push(await startAuthorization(app));
  return Promise.all(
    attempts.map(({ email, password }, index) => submitFrom(ip, starts[index]!, email, password)),
  );
}

const wrong = (email: string, count: number) =>
  Array.from({ length: count }, () => ({ email, password: 'not the password' }));

const attemptsOf = async (key: string) =>
  (await app.database.db.select().from(attemptThrottles).where(eq(attemptThrottles.key, key)))[0];

const statusCounts = (responses: Array<{ statusCode: number }>) =>
  responses.reduce<Record<number, number>>((counts, { statusCode }) => {
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  }, {});

describe('the sign-in throttle under a burst', () => {
  it('checks at most 5 passwords of 60 concurrent attempts for one address', async () => {
    const victim = cafe.owner.email;
    const responses = await burst('10.0.0.1', wrong(victim, 60));
    expect(verifications.mock.calls.length).toBeLessThanOrEqual(5);
    expect(statusCounts(responses)).toEqual({ 401: 5, 429: 55 });
    expect((await attemptsOf(`account:${victim.toLowerCase()}`))?.failures).toBe(5);
    // The wait runs from the clock of whichever attempt used the last slot, which may be a few
    // milliseconds after this attempt's own: rounded up, that is one second more.
    expect(['15', '16']).toContain(
      responses.find((r) => r.statusCode === 429)?.headers['retry-after'],
    );
  });

  it('refuses the right password inside a burst once the budget is used', async () => {
    const { owner } = await createCustomerAccount(app.database.db);
    const attempts = [...wrong(owner.email, 30), { email: owner.email, password: testPassword }];
    const first = await burst('10.0.0.2', attempts);
    const second = await burst('10.0.0.2', [
      ...wrong(owner.email, 5),
      { email: owner.email, password: testPassword },
    ]);
    // Whichever five attempts got a check, nothing after them did, the right one included.
    expect(verifications.mock.calls.length).toBeLessThanOrEqual(5);
    const signedIn = [...first, ...second].filter((r) => r.statusCode === 303);
    const rightOne = second.at(-1);
    expect(rightOne?.statusCode).toBe(429);
    expect(rightOne?.body).toContain('Too many attempts');
    expect(signedIn.length).toBeLessThanOrEqual(1);
  });

  it('checks at most 30 passwords a window from one client IP, across addresses', async () => {
    const attempts = Array.from({ length: 60 }, (_, index) => ({
      email: `sprayed-${index}@example.com`,
      password: 'guess',
    }));
    const responses = await burst('10.0.0.3', attempts);
    expect(verifications.mock.calls.length).toBeLessThanOrEqual(30);
    expect(statusCounts(responses)[429]).toBeGreaterThanOrEqual(30);
  });

  it('leaves other addresses signing in from the same client', async () => {
    const target = await createCustomerAccount(app.database.db);
    await burst('10.0.0.4', wrong(target.owner.email, 20));
    const bystander = await createCustomerAccount(app.database.db);
    const start = await startAuthorization(app);
    const response = await submitFrom('10.0.0.4', start, bystander.owner.email, testPassword);
    expect(response.statusCode).toBe(303);
  });
});

describe('slowing down instead of locking out', () => {
  /** Lets the current wait of a key pass, as if the person had waited. */
  const waitOut = (key: string) =>
    app.database.db
      .update(attemptThrottles)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(attemptThrottles.key, key));

  it('doubles the wait with every attempt after the budget, and lets the person in after waiting', async () => {
    const { owner } = await createCustomerAccount(app.database.db);
    const key = `account:${owner.email.toLowerCase()}`;
    const tryOnce = async (password: string) =>
      submitFrom('10.0.0.5', await startAuthorization(app), owner.email, password);
    for (let i = 0; i < 5; i += 1) expect((await tryOnce('wrong')).statusCode).toBe(401);
    const waits: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const refused = await tryOnce('wrong');
      expect(refused.statusCode).toBe(429);
      waits.push(String(refused.headers['retry-after']));
      await waitOut(key);
      expect((await tryOnce('wrong')).statusCode).toBe(401);
    }
    expect(waits).toEqual(['15', '30', '60']);
    const refused = await tryOnce(testPassword);
    expect(refused.body).toContain('Try again in 120 seconds');
    await waitOut(key);
    await expect(signIn(app, owner.email, testPassword)).resolves.toHaveProperty('accessToken');
    expect(await attemptsOf(key)).toBeUndefined();
  });

  it('starts an address afresh after a successful sign-in', async () => {
    const { owner } = await createCustomerAccount(app.database.db);
    const tryOnce = async (password: string) =>
      submitFrom('10.0.0.6', await startAuthorization(app), owner.email, password);
    for (let i = 0; i < 4; i += 1) await tryOnce('wrong');
    expect((await tryOnce(testPassword)).statusCode).toBe(303);
    for (let i = 0; i < 4; i += 1) expect((await tryOnce('wrong')).statusCode).toBe(401);
    expect((await tryOnce(testPassword)).statusCode).toBe(303);
  });
});
