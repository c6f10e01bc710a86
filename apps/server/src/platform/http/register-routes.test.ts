import { defineCall, envelope, pagingShape } from '@marquee/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { defineRoute } from './define-route';
import { registerRoutes } from './register-routes';

// A call shaped like the spec's list calls: a path code, paging in the query, a nested body.
const listCall = defineCall({
  id: 'test.list',
  backend: 'support',
  method: 'POST',
  path: '/api/test-list/{accountCode}',
  summary: 'Echoes what it was sent.',
  access: { kind: 'public' },
  params: z.object({ accountCode: z.string() }),
  query: z.object(pagingShape),
  body: z.object({ Filter: z.object({ Condition: z.string() }), PlayerCodes: z.array(z.string()) }),
  response: envelope({ echo: z.unknown() }),
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  registerRoutes(
    app,
    [
      defineRoute(listCall, (input) => ({
        success: { ok: true },
        echo: [input.params, input.query, input.body],
      })),
    ],
    { validateResponses: true },
  );
});
afterAll(() => app.close());

describe('call registration', () => {
  it('serves a support call under /support, with {name} path parameters', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/support/api/test-list/acc-1',
      payload: { Filter: { Condition: 'x' }, PlayerCodes: [] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ echo: unknown[] }>().echo[0]).toEqual({ accountCode: 'acc-1' });
  });

  it('answers 400 naming a query field out of range', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/support/api/test-list/acc-1?MaxItemsInResult=500',
      payload: { Filter: { Condition: 'x' }, PlayerCodes: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: { ok: false, message: expect.stringMatching(/^MaxItemsInResult: /) },
    });
  });

  it('matches query and nested body names case-insensitively and applies defaults', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/support/api/test-list/acc-1?maxitemsinresult=5',
      payload: { filter: { CONDITION: 'online' }, playercodes: ['p1'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ echo: unknown[] }>().echo.slice(1)).toEqual([
      { MaxItemsInResult: 5, SkipItemsInResult: 0 },
      { Filter: { Condition: 'online' }, PlayerCodes: ['p1'] },
    ]);
  });

  it('names each nested field in a 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/support/api/test-list/acc-1',
      payload: { Filter: { Condition: 1 }, PlayerCodes: ['p1', 2] },
    });
    expect(response.statusCode).toBe(400);
    const message = response.json<{ success: { message: string } }>().success.message;
    expect(message).toMatch(/^Filter\.Condition: .+; PlayerCodes\[1\]: /);
  });
});
