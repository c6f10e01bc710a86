import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { publicPage, routeAccessGuardPlugin } from './public-pages';

const refusal =
  'Route GET /api/backdoor declares no access: serve it through a contract call or mark it a public page';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('access of routes outside the contracts', () => {
  it('stops start-up at a route with neither a call nor a public-page marker', async () => {
    const server = Fastify();
    await server.register(routeAccessGuardPlugin);
    void server.register(async (scope) => {
      scope.get('/api/backdoor', async () => ({ open: true }));
    });
    await expect(server.ready()).rejects.toThrow(refusal);
  });

  it('refuses such a route on the app the server builds', () => {
    expect(() => app.get('/api/backdoor', async () => ({ open: true }))).toThrow(refusal);
  });

  it('serves a route marked a public page, and the pages the server adds itself', async () => {
    app.get('/oidc/hello', publicPage, async () => ({ hello: true }));
    expect((await app.inject({ method: 'GET', url: '/oidc/hello' })).json()).toEqual({
      hello: true,
    });
    expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200);
    const forgot = await app.inject({ method: 'GET', url: '/oidc/password/forgot' });
    expect(forgot.statusCode).toBe(200);
  });
});
