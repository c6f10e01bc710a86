import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { FrontEnd } from './front-ends';

let folder: string;
let app: FastifyInstance;

const precompress = join(import.meta.dirname, '../../../../../scripts/precompress-assets.mjs');
const pageOf = (name: string) =>
  `<!doctype html><title>${name}</title>${'<p>A page long enough to gain from compression.</p>'.repeat(40)}`;
const scriptOf = (name: string) =>
  Array.from({ length: 200 }, (_, line) => `console.log('${name}', ${line});`).join('\n');

/** A front end as the build leaves it: index.html, a content-hashed asset, compressed copies. */
async function writeBuild(name: string): Promise<string> {
  const root = join(folder, name);
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), pageOf(name));
  await writeFile(join(root, 'assets', 'index-4f3a9c.js'), scriptOf(name));
  execFileSync(process.execPath, [precompress, root]);
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

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

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

  it("never looks for a data address among a front end's files", async () => {
    // A file that a careless build (or anyone with the folder) left where a call would be.
    for (const [root, path] of [
      ['player', 'api/leak.json'],
      ['player', 'screen-api/leak.json'],
      ['support', 'api/leak.json'],
    ] as const) {
      await mkdir(join(folder, root, path, '..'), { recursive: true });
      await writeFile(join(folder, root, path), '{"leaked":true}');
    }
    for (const url of ['/api/leak.json', '/screen-api/leak.json', '/support/api/leak.json']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: { ok: false, message: 'Not found' } });
    }
    // The same file elsewhere in the folder is served, so the 404s above are not a missing file.
    await writeFile(join(folder, 'player', 'leak.json'), '{"leaked":true}');
    expect((await get('/leak.json')).statusCode).toBe(200);
  });

  it('sends a hashed asset brotli-encoded to a client that accepts brotli', async () => {
    const response = await get('/support/assets/index-4f3a9c.js', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(scriptOf('support'));
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.rawPayload.length).toBeLessThan(scriptOf('support').length / 4);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBeTruthy();
  });

  it('sends gzip to a client that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const gzipped = await get('/assets/index-4f3a9c.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(scriptOf('player'));
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);

    const plain = await get('/assets/index-4f3a9c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(scriptOf('player'));
    expect(plain.headers['content-length']).toBe(String(scriptOf('player').length));
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    // A cache must not hand one encoding's validator to a request for another.
    expect(plain.headers.etag).not.toBe(gzipped.headers.etag);
  });

  it('still answers a byte range of a file with exactly those bytes', async () => {
    const response = await get('/assets/index-4f3a9c.js', { range: 'bytes=0-99' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(scriptOf('player').slice(0, 100));
  });

  it('sends the index.html of a client-side route compressed too', async () => {
    for (const url of ['/', '/screens/abc']) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(pageOf('player'));
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('answers a clear 503 for a front end that is not built', async () => {
    const response = await get('/screen/');
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatch(/screen app is not built/);
  });
});
