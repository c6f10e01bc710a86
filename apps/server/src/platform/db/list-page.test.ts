import { randomUUID } from 'node:crypto';
import type { PagingQuery } from '@marquee/contracts';
import { eq, sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid, type SelectedFields } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openedEmptyDatabaseForFile } from '../../test/opened-empty-database';
import { BadRequest } from '../errors';
import type { Database } from './database';
import { countUpTo } from './count-up-to';
import { listPage, type ListSpec } from './list-page';
import { sortKey } from './list-sort';

/**
 * A table of this test's own, shaped like a list of people: the platform's paging is tested
 * without the app's tables. Each group stands for one account's rows.
 */
const users = pgTable('list_page_people', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id').notNull(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});

const database = openedEmptyDatabaseForFile();
let db: Database;
const accountId = randomUUID();

const firstNames = ['Ada', 'Bo', 'Cy'];
const rowCount = 230;

beforeAll(async () => {
  db = database();
  await db.execute(sql`
    create table list_page_people (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null,
      email text not null,
      first_name text not null default '',
      last_name text not null default '',
      last_login_at timestamptz
    )
  `);
  // Three first names and every third login missing: many ties and nulls for the orders below.
  await db.insert(users).values(
    Array.from({ length: rowCount }, (_, index) => ({
      accountId,
      email: `list-${index}-${randomUUID()}@test.example.com`,
      firstName: firstNames[index % firstNames.length] ?? '',
      lastName: `Row ${index}`,
      lastLoginAt: index % 3 === 0 ? null : new Date(Date.UTC(2025, 0, 1, 0, 0, index % 7)),
    })),
  );
}, 60_000);

const searchable = sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;
const sortKeys = {
  firstName: sortKey(users.firstName),
  lastLogin: sortKey(users.lastLoginAt),
  lowerLastName: sortKey(sql`lower(${users.lastName})`, 'text'),
  firstThenLastName: [sortKey(users.firstName), sortKey(users.lastName)],
};
type OrderBy = keyof typeof sortKeys;

function spec(
  page: Partial<PagingQuery>,
  options: Partial<
    Pick<ListSpec<SelectedFields, OrderBy>, 'orderBy' | 'order' | 'search' | 'where'>
  > = {},
) {
  return {
    table: users,
    columns: { id: users.id, firstName: users.firstName, lastLoginAt: users.lastLoginAt },
    key: users.id,
    where: eq(users.accountId, accountId),
    sortKeys,
    orderBy: 'firstName' as OrderBy,
    order: 'asc' as const,
    page: { MaxItemsInResult: 50, SkipItemsInResult: 0, ...page },
    ...options,
  };
}

type Options = Parameters<typeof spec>[1];

async function allBySkip(pageSize: number, options: Options = {}) {
  const ids: string[] = [];
  for (;;) {
    const page = await listPage(
      db,
      spec({ MaxItemsInResult: pageSize, SkipItemsInResult: ids.length }, options),
    );
    ids.push(...page.rows.map((row) => row.id));
    if (!page.hasMore) return ids;
  }
}

async function allByToken(pageSize: number, options: Options = {}) {
  const ids: string[] = [];
  let token: string | undefined;
  for (;;) {
    const page = await listPage(
      db,
      spec({ MaxItemsInResult: pageSize, ContinuationToken: token }, options),
    );
    ids.push(...page.rows.map((row) => row.id));
    if (!page.hasMore) {
      expect(page.continuationToken).toBeUndefined();
      return ids;
    }
    token = page.continuationToken;
    expect(token).toBeDefined();
  }
}

describe('listPage', () => {
  it('answers the page size asked, never more than 200, and says whether more exist', async () => {
    const first = await listPage(db, spec({ MaxItemsInResult: 50 }));
    expect(first.rows).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    const huge = await listPage(db, spec({ MaxItemsInResult: 5000 }));
    expect(huge.rows).toHaveLength(200);
    const tail = await listPage(db, spec({ MaxItemsInResult: 50, SkipItemsInResult: 200 }));
    expect(tail.rows).toHaveLength(rowCount - 200);
    expect(tail.hasMore).toBe(false);
    const beyond = await listPage(db, spec({ SkipItemsInResult: 1_000_000 }));
    expect(beyond.rows).toEqual([]);
  });

  it('keeps only the rows of the base condition', async () => {
    const other = { id: randomUUID() };
    await db
      .insert(users)
      .values({ accountId: other.id, email: `x-${randomUUID()}@test.example.com` });
    const ids = await allBySkip(200, { where: eq(users.accountId, other.id) });
    expect(ids).toHaveLength(1);
  });

  it('orders ties by the unique key, so skipping through pages sees every row once', async () => {
    const ids = await allBySkip(7);
    expect(new Set(ids).size).toBe(rowCount);
    const rows = await db
      .select({ id: users.id, firstName: users.firstName })
      .from(users)
      .where(eq(users.accountId, accountId));
    const expected = rows
      .sort((a, b) => a.firstName.localeCompare(b.firstName) || (a.id < b.id ? -1 : 1))
      .map((row) => row.id);
    expect(ids).toEqual(expected);
  });

  it.each([
    ['firstName', 'asc'],
    ['firstName', 'desc'],
    ['lastLogin', 'asc'],
    ['lastLogin', 'desc'],
    ['lowerLastName', 'desc'],
    ['firstThenLastName', 'asc'],
    ['firstThenLastName', 'desc'],
  ] as const)('continues by token exactly as skipping does (%s %s)', async (orderBy, order) => {
    const bySkip = await allBySkip(9, { orderBy, order });
    const byToken = await allByToken(9, { orderBy, order });
    expect(bySkip).toHaveLength(rowCount);
    expect(byToken).toEqual(bySkip);
  });

  it('orders by several keys in turn, then by the unique key', async () => {
    const ids = await allByToken(11, { orderBy: 'firstThenLastName' });
    const rows = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.accountId, accountId));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const listed = ids.map((id) => byId.get(id)!);
    const [collated] = await db
      .select({
        ordered: sql<
          string[]
        >`array_agg(${users.id}::text order by ${users.firstName}, ${users.lastName}, ${users.id})`,
      })
      .from(users)
      .where(eq(users.accountId, accountId));
    expect(ids).toEqual(collated?.ordered);
    // Each first name's rows are together, not interleaved by the second key.
    const runs = listed.map((row) => row.firstName).filter((name, n, all) => name !== all[n - 1]);
    expect(runs).toEqual(firstNames);
  });

  it('refuses a token of several keys that does not carry a value for each', async () => {
    const first = await listPage(
      db,
      spec({ MaxItemsInResult: 5 }, { orderBy: 'firstThenLastName' }),
    );
    expect(first.continuationToken).toBeDefined();
    const forged = (value: unknown) =>
      Buffer.from(
        JSON.stringify({ o: 'firstThenLastName.asc', v: value, k: first.rows[0]?.id }),
      ).toString('base64url');
    for (const value of [
      'Ada',
      '["Ada"]',
      '["Ada", null]',
      '["Ada", 3]',
      null,
      '["a\u0000", "b"]',
    ]) {
      await expect(
        listPage(db, spec({ ContinuationToken: forged(value) }, { orderBy: 'firstThenLastName' })),
      ).rejects.toBeInstanceOf(BadRequest);
    }
  });

  it('refuses a token that is not one of its own or belongs to another order', async () => {
    const first = await listPage(db, spec({ MaxItemsInResult: 5 }));
    const token = first.continuationToken ?? '';
    await expect(
      listPage(db, spec({ ContinuationToken: token }, { order: 'desc' })),
    ).rejects.toBeInstanceOf(BadRequest);
    await expect(listPage(db, spec({ ContinuationToken: 'not-a-token' }))).rejects.toThrow(
      /ContinuationToken/,
    );
    const forged = (value: unknown) =>
      Buffer.from(JSON.stringify({ o: 'lastLogin.asc', v: value, k: first.rows[0]?.id })).toString(
        'base64url',
      );
    for (const value of ['2025-01-01', 12, '99999999999999999999', 'a\u0000b']) {
      await expect(
        listPage(db, spec({ ContinuationToken: forged(value) }, { orderBy: 'lastLogin' })),
      ).rejects.toBeInstanceOf(BadRequest);
    }
  });

  it('takes %, _ and \\ in the search text literally', async () => {
    const marker = randomUUID().toLowerCase();
    const names = [
      `${marker}100%`,
      `${marker}1000`,
      `${marker}a_b`,
      `${marker}axb`,
      `${marker}c\\d`,
      `${marker}cd`,
    ];
    await db.insert(users).values(
      names.map((lastName) => ({
        accountId,
        lastName,
        email: `e-${randomUUID()}@test.example.com`,
      })),
    );
    const found = async (text: string) => {
      const page = await listPage(db, {
        ...spec({ MaxItemsInResult: 200 }, { search: { text, in: searchable } }),
        columns: { lastName: users.lastName },
      });
      return page.rows.map((row) => row.lastName);
    };
    expect(await found(`${marker}100%`)).toEqual([`${marker}100%`]);
    expect(await found(`${marker}a_b`)).toEqual([`${marker}a_b`]);
    expect(await found(`${marker}c\\d`)).toEqual([`${marker}c\\d`]);
    const percent = await found('00%');
    expect(percent).toContain(`${marker}100%`);
    expect(percent).not.toContain(`${marker}1000`);
  });

  it('pages through at most the candidate cap of a frequent term, by skip and by token alike', async () => {
    const search = { text: 'Row', in: searchable, candidateCap: 40 };
    const bySkip = await allBySkip(15, { search, orderBy: 'lastLogin', order: 'desc' });
    const byToken = await allByToken(15, { search, orderBy: 'lastLogin', order: 'desc' });
    expect(bySkip).toHaveLength(40);
    expect(byToken).toEqual(bySkip);
  });

  it('refuses a search shorter than three characters', async () => {
    await expect(
      listPage(db, spec({}, { search: { text: 'ab', in: searchable } })),
    ).rejects.toBeInstanceOf(BadRequest);
  });
});

describe('countUpTo', () => {
  it('counts exactly up to the limit and stops reading past it', async () => {
    const own = { id: randomUUID() };
    await db
      .insert(users)
      .values(
        [1, 2, 3].map(() => ({ accountId: own.id, email: `c-${randomUUID()}@test.example.com` })),
      );
    const where = eq(users.accountId, own.id);
    expect(await countUpTo(db, users, where, 3)).toEqual({ count: 3, isExact: true });
    expect(await countUpTo(db, users, where, 2)).toEqual({ count: 2, isExact: false });
  });
});
