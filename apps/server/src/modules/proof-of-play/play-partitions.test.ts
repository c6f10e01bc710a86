import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { buildTestApp } from '../../test/build-test-app';
import { createLimitedScope } from '../../test/limited-scope';
import { dropOldPlayPartitions, ensurePlayPartitions } from './play-partitions';
import { recordPlays } from './record-plays';

// Months long gone, so that dropping them never touches the tables of other tests that share a
// PostgreSQL database.
let app: FastifyInstance;
let scope: Awaited<ReturnType<typeof createLimitedScope>>;
beforeAll(async () => {
  app = await buildTestApp();
  scope = await createLimitedScope(app);
}, 180_000);
afterAll(() => app.close());

const monthTables = async () =>
  (
    await queryRows<{ name: string }>(
      app.database.db,
      sql`select child.relname as name from pg_inherits
          join pg_class child on child.oid = pg_inherits.inhrelid
          where pg_inherits.inhparent = 'plays'::regclass
            and child.relname between 'plays_2024_01' and 'plays_2025_06'
          order by 1`,
    )
  ).map((row) => row.name);

const storedPlays = async (playerId: string) =>
  (
    await queryRows<{ startedAt: string }>(
      app.database.db,
      sql`select started_at as "startedAt" from plays where player_id = ${playerId}`,
    )
  ).length;

async function record(startedAt: string, now: Date) {
  const [outcome] = await recordPlays(
    app.database.db,
    [
      {
        accountId: scope.accountId,
        playerId: scope.seen.id,
        plays: [
          {
            playId: randomUUID(),
            mediaCode: scope.shown[0]!.mediaCode,
            layerCode: 'main',
            startedAt,
            durationMs: 10_000,
            broadcastCode: null,
            groupCode: null,
            triggerCode: null,
            source: 'schedule',
          },
        ],
      },
    ],
    now,
  );
  return outcome;
}

describe('plays by month', () => {
  it('makes the month tables from the oldest day kept to the next month, twice at once', async () => {
    const now = new Date('2025-01-15T12:00:00Z');
    await Promise.all([
      ensurePlayPartitions(app.database.db, now),
      ensurePlayPartitions(app.database.db, now),
    ]);
    expect(await monthTables()).toEqual([
      'plays_2024_10',
      'plays_2024_11',
      'plays_2024_12',
      'plays_2025_01',
      'plays_2025_02',
    ]);
  });

  it('takes a play a day ahead into next month’s table', async () => {
    const now = new Date('2025-01-31T12:00:00Z');
    await ensurePlayPartitions(app.database.db, now);
    expect(await record('2025-02-01T06:00:00Z', now)).toEqual({ accepted: 1, dropped: 0 });
  });

  it('drops a month whole once its last day is past the 90 days, and not before', async () => {
    await ensurePlayPartitions(app.database.db, new Date('2025-01-15T12:00:00Z'));
    const before = await storedPlays(scope.seen.id);
    const now = new Date('2025-01-15T12:00:00Z');
    expect(await record('2024-10-20T08:00:00Z', now)).toEqual({ accepted: 1, dropped: 0 });

    // On 25 January, 90 days back is 27 October: October still holds plays kept.
    await dropOldPlayPartitions(app.database.db, new Date('2025-01-25T00:00:00Z'));
    expect(await storedPlays(scope.seen.id)).toBe(before + 1);

    // On 1 February it is 3 November: all of October is past.
    await dropOldPlayPartitions(app.database.db, new Date('2025-02-01T00:00:00Z'));
    expect(await storedPlays(scope.seen.id)).toBe(before);
    expect(await monthTables()).toEqual(expect.not.arrayContaining(['plays_2024_10']));
    expect(await monthTables()).toContain('plays_2024_11');
  });
});
