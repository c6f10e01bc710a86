import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseLocation } from '../../test/build-test-app';
import { openDatabase, queryRows } from './database';

const location = testDatabaseLocation();

// On PGlite the embedded database hands notices over in process; there is no connection.
describe.runIf(location.engine === 'postgres')('a server process listening on PostgreSQL', () => {
  const listenerName = `listen test_${randomUUID().replaceAll('-', '')}`;
  let close = async () => {};
  afterAll(() => close());

  it('hears every channel (sign-in changes, content changes, screen notices) on one connection', async () => {
    const app = await buildTestApp({
      startDatabase: () => openDatabase(location, { listenerName }),
    });
    close = () => app.close();
    const [row] = await queryRows<{ count: number }>(
      app.database.db,
      sql`select count(*)::int as count from pg_stat_activity where application_name = ${listenerName}`,
    );
    expect(row?.count).toBe(1);
  });
});
