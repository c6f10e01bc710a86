import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test/build-test-app';
import { backends, committedDocumentPath, currentDocument } from './openapi-documents';
import type { OpenApiDocument } from './platform/openapi/openapi-document';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('OpenAPI documents', () => {
  it.each(backends)('the committed %s document is what the code generates', async (backend) => {
    const committed: unknown = JSON.parse(await readFile(committedDocumentPath(backend), 'utf8'));
    // Run `npm run openapi -w @marquee/server` after changing a call.
    expect(committed).toEqual(currentDocument(backend));
  });

  it('serves each backend its own document, built from the registered routes', async () => {
    const customer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const support = await app.inject({ method: 'GET', url: '/support/api/openapi.json' });
    expect(customer.statusCode).toBe(200);
    expect(support.statusCode).toBe(200);
    expect(customer.json()).toEqual(currentDocument('customer'));
    expect(support.json()).toEqual(currentDocument('support'));
  });

  it('declares access and the shared errors per operation', () => {
    const document: OpenApiDocument = currentDocument('customer');
    const health = document.paths['/api/health']?.get;
    expect(health).toMatchObject({
      operationId: 'platform.getHealth',
      'x-access': { kind: 'public' },
      security: [],
      responses: { '503': { $ref: '#/components/responses/ServiceUnavailable' } },
    });
    const search = document.paths['/api/timezones/search']?.post;
    expect(search).toMatchObject({
      requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
      responses: { '400': { $ref: '#/components/responses/BadRequest' } },
    });
    expect(document.components).toHaveProperty('responses.NotFound');
  });

  it('serves the docs page and its assets for both backends', async () => {
    for (const base of ['', '/support']) {
      const page = await app.inject({ method: 'GET', url: `${base}/api/docs` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain(`${base}/api/docs/swagger-ui-bundle.js`);
      const script = await app.inject({ method: 'GET', url: `${base}/api/docs/start.js` });
      expect(script.body).toContain(`${base}/api/openapi.json`);
      const bundle = await app.inject({
        method: 'GET',
        url: `${base}/api/docs/swagger-ui-bundle.js`,
      });
      expect(bundle.statusCode).toBe(200);
      expect(bundle.body.length).toBeGreaterThan(100_000);
    }
  });
});
