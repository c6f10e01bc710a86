import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createCustomerAccount, testPassword } from '../../test/identity-factories';
import { bearer, signIn } from '../../test/sign-in';
import { multipart } from '../../test/multipart-body';

let app: FastifyInstance;
let auth: { authorization: string };

beforeAll(async () => {
  app = await buildTestApp();
  const account = await createCustomerAccount(app.database.db);
  auth = bearer(await signIn(app, account.owner.email, testPassword));
});
afterAll(() => app.close());

const countries = (headers: Record<string, string>, payload?: string | Buffer) =>
  app.inject({
    method: 'POST',
    url: '/api/locations/countries',
    headers: { ...auth, ...headers },
    payload,
  });

describe('the countries a location can be in', () => {
  it('answers them named in the language asked for, and in English with no body', async () => {
    const german = await countries(
      { 'content-type': 'application/json' },
      JSON.stringify({ languageCode: 'de_DE' }),
    );
    expect(german.statusCode).toBe(200);
    expect(german.json().countries).toContainEqual({
      countryISO3: 'DEU',
      name: 'Deutschland',
      timeZoneId: 'Europe/Berlin',
    });
    const plain = await countries({});
    expect(plain.statusCode).toBe(200);
    expect(plain.json().countries).toContainEqual(expect.objectContaining({ name: 'Germany' }));
  });

  it('refuses a body that is not JSON with 400, whitespace included', async () => {
    for (const payload of ['{"languageCode": ', ' ', '\n\n']) {
      const answer = await countries({ 'content-type': 'application/json' }, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        success: { ok: false, message: 'The request body is not valid JSON' },
      });
    }
  });

  it('refuses a multipart or a plain-text body with 415', async () => {
    const form = multipart([{ fileName: 'countries.json', bytes: Buffer.from('{}') }]);
    const text = { headers: { 'content-type': 'text/plain' }, payload: '{}' };
    for (const { headers, payload } of [form, text]) {
      const answer = await countries(headers, payload);
      expect(answer.statusCode).toBe(415);
      expect(answer.json()).toEqual({
        success: {
          ok: false,
          message: 'This content type is not supported; send the body as JSON',
        },
      });
    }
  });

  it('answers 401 without a sign-in before it looks at the body', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/locations/countries',
      headers: { 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(answer.statusCode).toBe(401);
  });
});
