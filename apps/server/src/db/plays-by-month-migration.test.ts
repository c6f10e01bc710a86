import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigration, databaseMigratedUntil } from '../test/migrated-until';

const monthsMigration = '0032_plays_by_month';

let db: PGlite;
beforeAll(async () => {
  db = await databaseMigratedUntil(monthsMigration);
}, 60_000);
afterAll(() => db.close());

const day = 86_400_000;

describe('the plays by month migration', () => {
  it('moves the plays retention keeps into month tables and leaves the older ones', async () => {
    const [account] = (
      await db.query<{ id: string }>(
        `insert into accounts (name, account_code) values ('Migrated', 'MIGRATED') returning id`,
      )
    ).rows;
    const insertPlay = (playId: string, startedAt: Date) =>
      db.query(
        `insert into plays (account_id, player_id, play_id, media_id, layer_code, source,
           started_at, duration_ms)
         values ($1, gen_random_uuid(), $2, gen_random_uuid(), 'main', 'schedule', $3, 1000)`,
        [account!.id, playId, startedAt.toISOString()],
      );
    const recent = '00000000-0000-4000-8000-000000000001';
    const ancient = '00000000-0000-4000-8000-000000000002';
    await insertPlay(recent, new Date(Date.now() - day));
    await insertPlay(ancient, new Date(Date.now() - 200 * day));

    await applyMigration(db, monthsMigration);

    const kept = await db.query<{ play_id: string; month: string }>(
      `select play_id, tableoid::regclass::text as month from plays`,
    );
    const thisMonth = new Date(Date.now() - day).toISOString().slice(0, 7).replace('-', '_');
    expect(kept.rows).toEqual([{ play_id: recent, month: `plays_${thisMonth}` }]);
    const partitioned = await db.query(
      `select 1 from pg_partitioned_table where partrelid = 'plays'::regclass`,
    );
    expect(partitioned.rows).toHaveLength(1);
    const oldTable = await db.query(`select to_regclass('plays_before_months') as name`);
    expect(oldTable.rows).toEqual([{ name: null }]);
  });
});
