import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../../test/build-test-app';
import { securityHeadersPlugin } from './security-headers';

const upgrade = 'upgrade-insecure-requests';
const hsts = 'max-age=31536000; includeSubDomains';
const lan = 'http://signage.lan:8080';
// The identity server (which answers on the raw response), an app page, the API's docs page.
const pages = ['/oidc/.well-known/openid-configuration', '/', '/api/docs'];
// The backends' answers, a 404 and a call's refusal (401) among them, and the gateway's.
const data = [
  '/api/health',
  '/api/nothing',
  '/api/users/signedInUser',
  '/support/api/nothing',
  '/screen-api/session',
];
const urls = [...pages, ...data];
const dataPolicy = "default-src 'none';frame-ancestors 'self'";

async function headersOf(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return (await app.inject({ method: 'GET', url, headers })).headers;
}

describe('security headers of a site on plain HTTP (a LAN)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: testConfig({ PUBLIC_URL: lan }) });
  });
  afterAll(() => app.close());

  it('send neither HSTS, upgrade-insecure-requests nor an opener policy, the rest as usual', async () => {
    for (const url of urls) {
      const headers = await headersOf(app, url);
      expect(headers['strict-transport-security'], url).toBeUndefined();
      expect(headers['cross-origin-opener-policy'], url).toBeUndefined();
      expect(headers['content-security-policy'], url).not.toContain(upgrade);
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    for (const url of pages) {
      expect((await headersOf(app, url))['content-security-policy'], url).toContain(
        "default-src 'self'",
      );
    }
  });

  it('give data a policy that allows nothing and none of the page-only headers', async () => {
    for (const url of data) {
      const headers = await headersOf(app, url);
      expect(headers['content-security-policy'], url).toBe(dataPolicy);
      expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(headers['referrer-policy'], url).toBe('no-referrer');
      for (const pageOnly of ['x-xss-protection', 'x-download-options', 'origin-agent-cluster']) {
        expect(headers[pageOnly], `${url} ${pageOnly}`).toBeUndefined();
      }
    }
  });

  it("let only the screen app's pages ask a web page whether it answers", async () => {
    const screen = await headersOf(app, '/screen/');
    expect(screen['content-security-policy']).toContain("connect-src 'self' https:");
    expect(screen['content-security-policy']).not.toContain(upgrade);
    for (const url of [...urls, '/screen-api/session']) {
      expect((await headersOf(app, url))['content-security-policy'], url).not.toContain(
        'connect-src',
      );
    }
  });
});

describe('security headers of a site published over https', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: testConfig({ PUBLIC_URL: 'https://signage.example.com' }) });
  });
  afterAll(() => app.close());

  it('send HSTS on every answer, and upgrade-insecure-requests on pages', async () => {
    for (const url of urls) {
      expect((await headersOf(app, url))['strict-transport-security'], url).toBe(hsts);
    }
    for (const url of pages) {
      const headers = await headersOf(app, url);
      expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(headers['content-security-policy'], url).toContain(upgrade);
      expect(headers['content-security-policy'], url).toContain("img-src 'self' data: blob:");
    }
    for (const url of data) {
      expect((await headersOf(app, url))['content-security-policy'], url).toBe(dataPolicy);
    }
  });
});

describe('security headers behind a proxy', () => {
  async function server(trustProxy: boolean) {
    const app = Fastify({ trustProxy });
    await app.register(securityHeadersPlugin, { publicUrl: lan, trustProxy });
    app.get('/', async () => 'ok');
    return app;
  }

  it('follow the protocol a trusted proxy forwards', async () => {
    const app = await server(true);
    const overHttps = await headersOf(app, '/', { 'x-forwarded-proto': 'https' });
    expect(overHttps['strict-transport-security']).toBe(hsts);
    expect(overHttps['content-security-policy']).toContain(upgrade);
    const overHttp = await headersOf(app, '/', { 'x-forwarded-proto': 'http' });
    expect(overHttp['strict-transport-security']).toBeUndefined();
    expect(overHttp['content-security-policy']).not.toContain(upgrade);
    await app.close();
  });

  it('ignore the protocol a proxy that is not trusted claims', async () => {
    const app = await server(false);
    const headers = await headersOf(app, '/', { 'x-forwarded-proto': 'https' });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).not.toContain(upgrade);
    await app.close();
  });
});
