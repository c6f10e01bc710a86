import { maxPageSize, maxSkipItems, minSearchLength, type PagingQuery } from '@marquee/contracts';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { BadRequest } from '../errors';
import type { Database } from './database';
import { containsText } from './like-pattern';
import { decodeCursor, encodeCursor, type ListCursor } from './list-cursor';
import { isValidSortValue, sortValueParameter, sortValueText, type SortKey } from './list-sort';

/** How many rows a text search considers at most before ordering them. */
export const defaultSearchCandidateCap = 1000;

export interface ListSearch {
  /** The trimmed search text; empty or absent means no search. */
  text: string | undefined;
  /** What the text is looked for in; a trigram index must exist on exactly this expression. */
  in: SQL | PgColumn;
  /** At most this many matches are ordered and paged (default 1,000). */
  candidateCap?: number;
  /**
   * Keys of rows that match by a text kept elsewhere (a media's tags): a subquery on tables of
   * its own, served by a trigram index on what it looks in and reading at most `cap` keys. Its
   * rows join the candidates, within the same cap.
   */
  alsoMatching?: (text: string, cap: number) => SQL;
}

export interface ListSpec<TFields extends SelectedFields, TOrderBy extends string> {
  table: PgTable;
  columns: TFields;
  /** A unique, non-null uuid column: the tie-break that makes the order total. */
  key: PgColumn;
  /** Every condition of the list: the tenant first, then the caller's filters. */
  where: SQL | undefined;
  search?: ListSearch;
  sortKeys: Record<TOrderBy, SortKey>;
  orderBy: TOrderBy;
  order: 'asc' | 'desc';
  page: PagingQuery;
}

export interface ListPage<TRow> {
  rows: TRow[];
  hasMore: boolean;
  /** Present when hasMore: the next page, read by keyset rather than by skipping. */
  continuationToken?: string;
}

const sortValueField = '__listSortValue';
const keyField = '__listKey';

/**
 * Rows after the cursor in the list's order `(sort, key)`. Nulls sort as Postgres puts them:
 * last when ascending, first when descending.
 */
function afterCursor(sortKey: SortKey, key: PgColumn, descending: boolean, cursor: ListCursor) {
  const column = sortKey.expression;
  const isAfter = (left: SQL, right: SQL) =>
    descending ? sql`${left} < ${right}` : sql`${left} > ${right}`;
  const keyAfter = isAfter(sql`${key}`, sql`${cursor.key}::uuid`);
  if (cursor.value === null) {
    return descending
      ? sql`((${column} is null and ${keyAfter}) or ${column} is not null)`
      : sql`(${column} is null and ${keyAfter})`;
  }
  const pair = isAfter(
    sql`(${column}, ${key})`,
    sql`(${sortValueParameter(sortKey, cursor.value)}, ${cursor.key}::uuid)`,
  );
  return sortKey.isNullable && !descending ? sql`(${pair} or ${column} is null)` : pair;
}

/**
 * The text search's matches, at most the cap of them, found by the index before any sorting:
 * `key = any(array(candidates))`. Also what a capped count of the matches counts.
 */
export function searchMatches(
  db: Database,
  spec: Pick<ListSpec<SelectedFields, string>, 'table' | 'key' | 'where'>,
  search: ListSearch,
): SQL {
  const text = search.text ?? '';
  if (text.length < minSearchLength) {
    throw new BadRequest(`SearchText: needs at least ${minSearchLength} characters`);
  }
  const cap = search.candidateCap ?? defaultSearchCandidateCap;
  const candidatesWhere = (matches: SQL) =>
    db.select({ key: spec.key }).from(spec.table).where(and(spec.where, matches)).limit(cap);
  const byText = candidatesWhere(containsText(search.in, text));
  const candidates = search.alsoMatching
    ? sql`${byText} union ${candidatesWhere(sql`${spec.key} = any(array(${search.alsoMatching(text, cap)}))`)} limit ${cap}`
    : byText;
  // `= any(array(...))` rather than `in (...)`: the planner then fetches the candidates by key.
  // With `in` it estimated a hash join and read the whole account's rows to meet 1,000 of them.
  return sql`${spec.key} = any(array(${candidates}))`;
}

/**
 * One page of a list: its conditions, an optional trigram search whose candidates are capped
 * before ordering, a total order (the chosen sort key, then the unique key) and the spec's paging
 * with a keyset continuation. "Has more" comes from reading one row more than the page; nothing is
 * counted.
 */
export async function listPage<TFields extends SelectedFields, TOrderBy extends string>(
  db: Database,
  spec: ListSpec<TFields, TOrderBy>,
): Promise<ListPage<SelectResultFields<TFields>>> {
  const sortKey = spec.sortKeys[spec.orderBy];
  const descending = spec.order === 'desc';
  const orderName = `${spec.orderBy}.${spec.order}`;
  const pageSize = Math.min(Math.max(spec.page.MaxItemsInResult, 1), maxPageSize);
  const cursor = spec.page.ContinuationToken
    ? decodeCursor(spec.page.ContinuationToken)
    : undefined;
  if (cursor && (cursor.order !== orderName || !isValidSortValue(sortKey, cursor.value))) {
    throw new BadRequest('ContinuationToken: belongs to another order of this list');
  }
  const skip = cursor ? 0 : Math.min(Math.max(spec.page.SkipItemsInResult, 0), maxSkipItems);
  const direction = descending ? desc : asc;
  const rows = await db
    .select({
      ...spec.columns,
      [sortValueField]: sortValueText(sortKey),
      [keyField]: sql<string>`${spec.key}::text`,
    })
    .from(spec.table)
    .where(
      and(
        spec.where,
        spec.search?.text ? searchMatches(db, spec, spec.search) : undefined,
        cursor ? afterCursor(sortKey, spec.key, descending, cursor) : undefined,
      ),
    )
    .orderBy(direction(sortKey.expression), direction(spec.key))
    .limit(pageSize + 1)
    .offset(skip);
  const page = rows.slice(0, pageSize) as Array<Record<string, unknown>>;
  const hasMore = rows.length > pageSize;
  const last = page.at(-1);
  const continuationToken =
    hasMore && last
      ? encodeCursor({
          order: orderName,
          value: last[sortValueField] as string | null,
          key: last[keyField] as string,
        })
      : undefined;
  const visible = page.map(({ [sortValueField]: _value, [keyField]: _key, ...row }) => row);
  return { rows: visible as SelectResultFields<TFields>[], hasMore, continuationToken };
}
