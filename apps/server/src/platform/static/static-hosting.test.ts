import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { FrontEnd } from './front-ends';

let folder: string;
let app: FastifyInstance;

/** A front end as Vite builds it: index.html and a content-hashed asset. */
async function writeBuild(name: string): Promise<string> {
  const root = join(folder, name);
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), `<!doctype html><title>${name}</title>`);
  await writeFile(join(root, 'assets', 'index-4f3a9c.js'), `console.log('${name}');`);
  return root;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'marquee-static-'));
  const frontEnds: FrontEnd[] = [
    { name: 'customer app', prefix: '/', root: await writeBuild('player') },
    { name: 'support console', prefix: '/support/', root: await writeBuild('support') },
    { name: 'screen app', prefix: '/screen/', root: join(folder, 'screen-not-built') },
  ];
  app = await buildTestApp({ frontEnds });
});
afterAll(async () => {
  await app.close();
  await rm(folder, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('front-end hosting', () => {
  it('serves each app index without caching it', async () => {
    for (const [url, title] of [
      ['/', 'player'],
      ['/support/', 'support'],
    ]) {
      const response = await get(url ?? '');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<title>${title}</title>`);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('lets caches keep hashed assets for a year', async () => {
    const response = await get('/support/assets/index-4f3a9c.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("'support'");
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers client-side routes with the right index.html', async () => {
    expect((await get('/screens/abc/Lobby/playlist')).body).toContain('<title>player</title>');
    expect((await get('/support/accounts?search=x')).body).toContain('<title>support</title>');
  });

  it('redirects an app address without its trailing slash', async () => {
    const response = await get('/support');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/support/');
  });

  it('answers 404 for a missing file and JSON 404 under the APIs', async () => {
    expect((await get('/assets/missing-123.js')).statusCode).toBe(404);
    for (const url of ['/api/nothing', '/support/api/nothing', '/oidc/nothing', '/screen-api/x']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: { ok: false, message: 'Not found' } });
    }
  });

  it('answers a clear 503 for a front end that is not built', async () => {
    const response = await get('/screen/');
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatch(/screen app is not built/);
  });
});
