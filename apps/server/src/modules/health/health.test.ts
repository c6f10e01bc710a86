import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../platform/db/database';
import { testConfig, testDatabaseLocation } from '../../test/build-test-app';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** An app whose database opens only when the test says so. */
async function buildAppWithHeldDatabase() {
  let openTheDatabase = () => {};
  const gate = new Promise<void>((resolve) => (openTheDatabase = resolve));
  const app = await buildApp({
    config: testConfig(),
    validateResponses: true,
    startDatabase: async () => {
      await gate;
      return openDatabase(testDatabaseLocation());
    },
  });
  apps.push(app);
  return { app, openTheDatabase };
}

describe('GET /api/health', () => {
  it('answers 503 with the database down until it is up, then 200 with it up', async () => {
    const { app, openTheDatabase } = await buildAppWithHeldDatabase();

    const before = await app.inject({ method: 'GET', url: '/api/health' });
    expect(before.statusCode).toBe(503);
    expect(before.json()).toMatchObject({ success: { ok: false }, database: 'down' });

    openTheDatabase();
    await app.database.ready;

    const after = await app.inject({ method: 'GET', url: '/api/health' });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ success: { ok: true }, database: 'up' });
    expect(after.json<{ version: string }>().version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers 503 for other calls while the database starts', async () => {
    const { app, openTheDatabase } = await buildAppWithHeldDatabase();
    const response = await app.inject({
      method: 'POST',
      url: '/api/timezones/search',
      payload: { searchText: 'Europe' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      success: { ok: false, message: expect.any(String) },
    });
    openTheDatabase();
  });
});
