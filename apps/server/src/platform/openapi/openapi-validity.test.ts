import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createCustomerAccount, testPassword } from '../../test/identity-factories';
import { bearer, signIn } from '../../test/sign-in';

interface Operation {
  operationId: string;
  parameters?: Array<{
    name: string;
    in: string;
    required?: boolean;
    schema?: { default?: unknown };
  }>;
  responses: Record<
    string,
    { content?: Record<string, { schema?: { contentMediaType?: string } }> }
  >;
}
type Document = Record<string, unknown> & { paths: Record<string, Record<string, Operation>> };

let app: FastifyInstance;
const documents: Record<string, Document> = {};

beforeAll(async () => {
  app = await buildTestApp();
  for (const url of ['/api/openapi.json', '/support/api/openapi.json']) {
    documents[url] = (await app.inject({ method: 'GET', url })).json<Document>();
  }
});
afterAll(() => app.close());

const operationsOf = (document: Document) =>
  Object.values(document.paths).flatMap((methods) => Object.values(methods));

describe.each(['/api/openapi.json', '/support/api/openapi.json'])('the served %s', (url) => {
  it('is a valid OpenAPI document', async () => {
    const result = await new Validator().validate(documents[url] ?? {});
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('requires no query parameter that has a default', () => {
    const wrong = operationsOf(documents[url] ?? { paths: {} }).flatMap((operation) =>
      (operation.parameters ?? [])
        .filter(
          (each) => each.in === 'query' && each.required && each.schema?.default !== undefined,
        )
        .map((each) => `${operation.operationId} ${each.name}`),
    );
    expect(wrong).toEqual([]);
  });

  it('describes every file answer as a string of its media type', () => {
    const answers = operationsOf(documents[url] ?? { paths: {} }).flatMap((operation) =>
      Object.values(operation.responses).flatMap((response) =>
        Object.entries(response.content ?? {})
          .filter(([type]) => type !== 'application/json')
          .map(([type, content]) => ({ id: operation.operationId, type, content })),
      ),
    );
    expect(answers.length).toBeGreaterThan(0);
    for (const { id, type, content } of answers) {
      expect({ id, schema: content.schema }).toEqual({
        id,
        schema: { type: 'string', contentMediaType: type },
      });
    }
  });
});

describe('a JSON content type with an empty body', () => {
  it('counts as no body where the body is optional, and is refused where it is required', async () => {
    const account = await createCustomerAccount(app.database.db);
    const auth = bearer(await signIn(app, account.owner.email, testPassword));
    const headers = { ...auth, 'content-type': 'application/json' };
    const optional = await app.inject({ method: 'POST', url: '/api/locations/countries', headers });
    expect(optional.statusCode).toBe(200);
    const required = await app.inject({ method: 'POST', url: '/api/roles/', headers });
    expect(required.statusCode).toBe(400);
    expect(required.json().success.ok).toBe(false);
  });
});
