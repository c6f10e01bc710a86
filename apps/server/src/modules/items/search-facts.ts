import type { CallBody, searchFacts as call } from '@marquee/contracts';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { facts } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { listPage } from '../../platform/db/list-page';
import { sortKey } from '../../platform/db/list-sort';
import type { Actor } from '../scope';
import { assertItemCondition } from './assert-item-condition';
import { factConditionSql } from './fact-condition-sql';
import { factSchemeOf } from './fact-scheme';
import { factView } from './fact-values';

const sortKeys = { name: sortKey(sql`lower(${facts.name})`, 'text') };

/** A page of the account's facts of a type by name, matching the search and the condition. */
export async function searchFacts(db: Database, actor: Actor, input: CallBody<typeof call>) {
  const scheme = await factSchemeOf(db, actor.accountId, input.factType);
  assertItemCondition(input.condition, scheme, 'condition');
  const page = await listPage(db, {
    table: facts,
    columns: getTableColumns(facts),
    key: facts.id,
    where: and(
      eq(facts.accountId, actor.accountId),
      eq(facts.factType, input.factType),
      factConditionSql(input.condition, scheme) ?? undefined,
    ),
    search: { text: input.searchText, in: facts.searchText },
    sortKeys,
    orderBy: 'name',
    order: 'asc',
    page: { MaxItemsInResult: input.maxItemsInResult, SkipItemsInResult: input.skipItemsInResult },
  });
  return { facts: page.rows.map((row) => factView(row, scheme)), hasMore: page.hasMore };
}
