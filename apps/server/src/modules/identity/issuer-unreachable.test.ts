import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testConfig } from '../../test/build-test-app';

/** An external issuer that is down: its discovery answers 503, and every ask is counted. */
let discoveryAsks = 0;
const issuer = createServer((_request, response) => {
  discoveryAsks += 1;
  response.writeHead(503).end();
});
let app: FastifyInstance;

beforeAll(async () => {
  await new Promise<void>((resolve) => issuer.listen(0, '127.0.0.1', resolve));
  const { port } = issuer.address() as AddressInfo;
  app = await buildTestApp({ config: testConfig({ OIDC_ISSUER: `http://127.0.0.1:${port}` }) });
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => issuer.close(resolve));
});

describe('an external issuer that cannot be reached', () => {
  it('answers 503 and asks the issuer again on the next request instead of giving up', async () => {
    const ask = () =>
      app.inject({
        method: 'GET',
        url: '/api/users/signedInUser',
        headers: { authorization: 'Bearer a.b.c' },
      });
    const first = await ask();
    expect(first.statusCode).toBe(503);
    expect(first.json().success).toEqual({
      ok: false,
      message: 'Sign-in is not available yet; try again shortly',
    });
    expect((await ask()).statusCode).toBe(503);
    expect(discoveryAsks).toBe(2);
  });
});
