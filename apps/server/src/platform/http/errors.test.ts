import { defineCall, envelope } from '@marquee/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { NotFound } from '../errors';
import { defineRoute } from './define-route';
import { describeError } from './error-handler';
import { registerRoutes } from './register-routes';

// Calls that exist only in this test, to reach the error handler's branches.
const failingCall = defineCall({
  id: 'test.fail',
  backend: 'customer',
  method: 'GET',
  path: '/api/test-errors/{kind}',
  summary: 'Fails the way the path says.',
  access: { kind: 'public' },
  params: z.object({ kind: z.enum(['bug', 'missing', 'wrong-answer']) }),
  response: envelope({ value: z.number() }),
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  registerRoutes(
    app,
    [
      defineRoute(failingCall, ({ params }) => {
        if (params.kind === 'missing') throw new NotFound('No such screen');
        if (params.kind === 'bug') throw new Error('secret internal detail');
        return { success: { ok: true }, value: 'not a number' } as never;
      }),
    ],
    { validateResponses: true },
  );
});
afterAll(() => app.close());

const errorShape = (message: string | RegExp) => ({
  success: {
    ok: false,
    message: typeof message === 'string' ? message : expect.stringMatching(message),
  },
});

describe('error answers', () => {
  it('400 names the field and says why', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-errors/other' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorShape(/^kind: /));
  });

  it('400 for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/timezones/search',
      headers: { 'content-type': 'application/json' },
      payload: '{"searchText": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorShape('The request body is not valid JSON'));
  });

  it('400 for an address that cannot be decoded', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorShape('The address is not valid'));
  });

  it('404 with the thrown message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-errors/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorShape('No such screen'));
  });

  it('404 in the same shape for an address no route serves, on both backends', async () => {
    for (const url of ['/api/no-such-call', '/support/api/no-such-call']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorShape('Not found'));
    }
  });

  it('500 hides what went wrong', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-errors/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(errorShape('Something went wrong on our side'));
    expect(response.body).not.toContain('secret');
  });

  it('500 in tests when an answer breaks its contract', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-errors/wrong-answer' });
    expect(response.statusCode).toBe(500);
  });

  it('413 for a body over the limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/timezones/search',
      payload: { searchText: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(errorShape('The request body is too large'));
  });

  it('415 for a content type the backends do not take', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/timezones/search',
      headers: { 'content-type': 'application/xml' },
      payload: '<searchText/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(errorShape('This content type is not supported'));
  });

  it('sends security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

describe('a unique index refusing the loser of a race', () => {
  it('is a 409, also when the driver error is wrapped, and nothing else is', () => {
    const driverError = Object.assign(new Error('duplicate key value'), { code: '23505' });
    const wrapped = new Error('Failed query', { cause: driverError });
    expect(describeError(driverError).statusCode).toBe(409);
    expect(describeError(wrapped)).toMatchObject({ statusCode: 409 });
    expect(describeError(wrapped).message).not.toMatch(/duplicate|key/);
    const otherCode = Object.assign(new Error('null value'), { code: '23502' });
    expect(describeError(new Error('x', { cause: otherCode })).statusCode).toBe(500);
  });
});
