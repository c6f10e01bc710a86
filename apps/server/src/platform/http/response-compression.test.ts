import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

// The OpenAPI document is a JSON answer far above 1 KB; the health answer is far below.
const large = '/api/openapi.json';
const small = '/api/health';

describe('compression of JSON answers', () => {
  it('sends a JSON answer above 1 KB brotli-encoded, with Vary', async () => {
    const plain = await get(large);
    expect(plain.body.length).toBeGreaterThan(1024);
    const response = await get(large, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends gzip to a client that takes only gzip', async () => {
    const response = await get(large, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toMatchObject({
      openapi: expect.any(String),
    });
  });

  it('leaves a JSON answer below 1 KB, and any answer to a client that takes no encoding, as is', async () => {
    const response = await get(small, { 'accept-encoding': 'br, gzip' });
    expect(response.body.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ success: { ok: true } });
    const identity = await get(large, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toMatchObject({ openapi: expect.any(String) });
  });

  it('keeps the identity server answering in a form its clients read', async () => {
    const response = await get('/oidc/.well-known/openid-configuration', {
      'accept-encoding': 'br, gzip',
    });
    expect(response.statusCode).toBe(200);
    const body =
      response.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(response.rawPayload).toString()
        : response.body;
    expect(JSON.parse(body)).toMatchObject({ issuer: 'http://localhost:8080/oidc' });
  });
});
