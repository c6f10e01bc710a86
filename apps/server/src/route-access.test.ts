import type { Access } from '@marquee/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test/build-test-app';
import { backends, currentDocument } from './openapi-documents';

interface Probe {
  method: string;
  url: string;
  access: Access;
}

/** Every operation of both OpenAPI documents, with its path parameters filled in. */
function everyOperation(): Probe[] {
  return backends.flatMap((backend) => {
    const document = currentDocument(backend);
    const base = document.servers[0]?.url === '/' ? '' : (document.servers[0]?.url ?? '');
    return Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        url: base + path.replace(/\{\w+\}/g, 'probe-code'),
        access: operation['x-access'] as Access,
      })),
    );
  });
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('every documented route', () => {
  const probes = everyOperation();

  it('is documented at all', () => {
    expect(probes.length).toBeGreaterThan(0);
  });

  it.each(probes)('$method $url without a token answers by its declared access', async (probe) => {
    const response = await app.inject({ method: probe.method as 'GET', url: probe.url });
    if (probe.access.kind === 'public') {
      expect(response.statusCode).not.toBe(401);
    } else {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: { ok: false, message: expect.any(String) } });
    }
  });
});
