import { sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openedEmptyDatabaseForFile } from '../../test/opened-empty-database';
import { uuidArray } from './id-array';
import { isAnyIdPlaced, preparedPerDatabase } from './prepared-query';

/** A table of this test's own: the platform's queries are tested without the app's tables. */
const accounts = pgTable('prepared_query_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
});

const db = openedEmptyDatabaseForFile();
beforeAll(async () => {
  await db().execute(
    sql`create table prepared_query_accounts (
      id uuid primary key default gen_random_uuid(),
      name text not null
    )`,
  );
});

let builds = 0;
const accountNames = preparedPerDatabase((db) => {
  builds += 1;
  return db
    .select({ name: accounts.name })
    .from(accounts)
    .where(isAnyIdPlaced(accounts.id, 'ids'))
    .orderBy(accounts.name)
    .prepare('test_account_names');
});

describe('preparedPerDatabase', () => {
  it('builds a query once per database and runs it with the values of each call', async () => {
    const rows = await db()
      .insert(accounts)
      .values(['North', 'South', 'West'].map((name) => ({ name })))
      .returning({ id: accounts.id, name: accounts.name });
    const idOf = (name: string) => rows.find((row) => row.name === name)?.id ?? '';

    const first = await accountNames(db()).execute({
      ids: uuidArray([idOf('North'), idOf('West')]),
    });
    const second = await accountNames(db()).execute({ ids: uuidArray([idOf('South')]) });
    const none = await accountNames(db()).execute({ ids: uuidArray([]) });

    expect(first.map((row) => row.name)).toEqual(['North', 'West']);
    expect(second.map((row) => row.name)).toEqual(['South']);
    expect(none).toEqual([]);
    expect(builds).toBe(1);
  });
});
