import { defineCall, envelope } from '@marquee/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { queryRows } from './db/database';
import { defineRoute } from './http/define-route';
import { registerRoutes } from './http/register-routes';

const slowCall = defineCall({
  id: 'test.slow',
  backend: 'customer',
  method: 'GET',
  path: '/api/test-slow',
  summary: 'Waits for the test, then asks the database.',
  access: { kind: 'public' },
  response: envelope({ answer: z.number() }),
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, then closes the database', async () => {
    let markStarted = () => {};
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));

    const app = await buildTestApp();
    registerRoutes(
      app,
      [
        defineRoute(slowCall, async ({ db }) => {
          markStarted();
          await released;
          const [row] = await queryRows<{ answer: number }>(db, sql`select 42 as answer`);
          return { success: { ok: true }, answer: Number(row?.answer) };
        }),
      ],
      { validateResponses: true },
    );
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${address}/api/test-slow`);
    await started;
    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(app.database.status).toBe('up');

    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: { ok: true }, answer: 42 });
    await closed;
    expect(app.database.status).toBe('closed');
  });
});
