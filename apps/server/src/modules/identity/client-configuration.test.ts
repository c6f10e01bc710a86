import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../../test/build-test-app';
import { clientConfiguration } from './client-configuration.routes';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET the client configuration', () => {
  it('sends each app to our own issuer under its own client id, without a token', async () => {
    const { publicUrl } = testConfig();
    for (const [url, clientId] of [
      ['/api/identity/configuration', 'marquee-app'],
      ['/support/api/identity/configuration', 'marquee-support'],
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.json()).toEqual({
        success: { ok: true },
        authority: `${publicUrl}/oidc`,
        clientId,
        scope: 'openid profile email offline_access',
      });
    }
  });

  it('keeps our client ids and scopes unless another issuer is configured', () => {
    const overrides = { OIDC_CUSTOMER_CLIENT_ID: 'other-app', OIDC_SCOPE: 'openid api' };
    expect(clientConfiguration(testConfig(overrides), 'customer')).toMatchObject({
      clientId: 'marquee-app',
      scope: 'openid profile email offline_access',
    });
    const external = testConfig({ ...overrides, OIDC_ISSUER: 'https://login.example.com/' });
    expect(clientConfiguration(external, 'customer')).toEqual({
      authority: 'https://login.example.com',
      clientId: 'other-app',
      scope: 'openid api',
    });
  });
});
