import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { buildTestApp } from '../../test/build-test-app';
import { createAccount } from '../../test/factories';
import { accountBroadcastsCacheOf } from './account-broadcasts-cache';
import { contentChangeChannel } from './content-changes';

// Two server processes share only a real PostgreSQL; PGlite is one process by nature.
const hasPostgres = Boolean(loadConfig().databaseUrl);

describe.runIf(hasPostgres)('content changes across server processes', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await buildTestApp();
    second = await buildTestApp();
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("drops another process's kept broadcasts of the account on the notice alone, whoever processes the record", async () => {
    const account = await createAccount(first.database.db);
    const kept = accountBroadcastsCacheOf(second.database.db);
    await kept.load(second.database.db, [account.id]);
    expect(kept.has(account.id)).toBe(true);
    await first.database.db.execute(sql`select pg_notify(${contentChangeChannel}, ${account.id})`);
    await expect.poll(() => kept.has(account.id)).toBe(false);
  });
});
