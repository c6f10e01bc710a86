import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable } from '../../platform/mail/mail-outbox';
import { buildTestApp, testConfig } from '../../test/build-test-app';
import { deliveredMail } from '../../test/delivered-mail';
import { createCustomerAccount, testPassword } from '../../test/identity-factories';
import { signIn } from '../../test/sign-in';

const forged = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};

const cleanUps: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanUp of cleanUps) await cleanUp();
});

async function appWith(env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'marquee-addresses-'));
  const app = await buildTestApp({ config: testConfig({ DATA_DIR: dataDir, ...env }) });
  cleanUps.push(
    () => app.close(),
    () => rm(dataDir, { recursive: true, force: true }),
  );
  return { app, outbox: path.join(dataDir, 'mail') };
}

/**
 * The app as a client behind a forging proxy reaches it: every request carries the forged
 * headers, and every answer (its Location and body) is kept to be searched afterwards.
 */
function forging(app: FastifyInstance) {
  const answers: string[] = [];
  const inject = async (options: InjectOptions) => {
    const response = await app.inject({ ...options, headers: { ...options.headers, ...forged } });
    answers.push(String(response.headers.location ?? ''), response.body);
    return response;
  };
  const client = new Proxy(app, {
    get: (target, property) => (property === 'inject' ? inject : Reflect.get(target, property)),
  });
  return { client, answers };
}

/** Every absolute address in a JSON document. */
function addressesIn(value: unknown): string[] {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(addressesIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(addressesIn);
  return [];
}

describe.each([
  { trustProxy: 'false', publicUrl: undefined },
  { trustProxy: 'true', publicUrl: undefined },
  { trustProxy: 'false', publicUrl: 'https://signage.example.com' },
  { trustProxy: 'true', publicUrl: 'https://signage.example.com' },
])('with TRUST_PROXY=$trustProxy and PUBLIC_URL=$publicUrl', ({ trustProxy, publicUrl }) => {
  const env = { TRUST_PROXY: trustProxy, ...(publicUrl ? { PUBLIC_URL: publicUrl } : {}) };
  const base = publicUrl ?? 'http://localhost:8080';
  let app: FastifyInstance;
  let outbox: string;
  beforeAll(async () => {
    ({ app, outbox } = await appWith(env));
  });

  it('publishes every address under PUBLIC_URL, whatever Host and X-Forwarded-* say', async () => {
    const { client, answers } = forging(app);
    const discovery = await client.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
    });
    const addresses = addressesIn(discovery.json());
    expect(addresses.length).toBeGreaterThan(5);
    for (const address of addresses) expect(address.startsWith(`${base}/oidc`)).toBe(true);

    for (const url of [
      '/api/openapi.json',
      '/support/api/openapi.json',
      '/api/identity/configuration',
      '/support/api/identity/configuration',
    ]) {
      await client.inject({ method: 'GET', url });
    }

    const customer = await createCustomerAccount(app.database.db);
    await client.inject({
      method: 'POST',
      url: '/oidc/password/forgot',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: customer.owner.email }).toString(),
    });
    const [mail] = await deliveredMail(app, outbox);
    expect(decodeQuotedPrintable(mail?.raw ?? '')).toContain(`${base}/oidc/password/reset?token=`);

    expect(answers.join('\n')).not.toContain('evil.example');
  });

  it.runIf(!publicUrl)('signs in and out through the provider without following them', async () => {
    const { client, answers } = forging(app);
    const customer = await createCustomerAccount(app.database.db);
    const tokens = await signIn(client, customer.owner.email, testPassword);
    const query = new URLSearchParams({
      id_token_hint: tokens.idToken,
      post_logout_redirect_uri: `${base}/`,
    });
    const page = await client.inject({
      method: 'GET',
      url: `/oidc/session/end?${query}`,
      headers: { cookie: tokens.browser.header() },
    });
    expect(page.statusCode).toBe(200);
    expect(answers.join('\n')).not.toContain('evil.example');
  });
});
