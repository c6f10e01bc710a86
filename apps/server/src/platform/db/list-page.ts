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
  /**
   * A table joined to each row (one row of it a row), whose columns the list's columns and sort
   * keys may name: an order by a column of the joined table can then follow an index on it,
   * which a subquery per row cannot.
   */
  join?: { table: PgTable; on: SQL };
  columns: TFields;
  /** A unique, non-null uuid column: the tie-break that makes the order total. */
  key: PgColumn;
  /** Every condition of the list: the tenant first, then the caller's filters. */
  where: SQL | undefined;
  search?: ListSearch;
  /**
   * The orders a caller may ask for: one key, or several compared in turn (an account's name,
   * then the screen's), none of which may be null.
   */
  sortKeys: Record<TOrderBy, SortKey | readonly SortKey[]>;
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

const sortValueField = (n: number) => `__listSortValue${n}`;
const keyField = '__listKey';

/**
 * The sort values as a token carries them: a single key's value as it is, several as a JSON
 * array of theirs. Null when the token's value cannot stand for the keys' values.
 */
function readSortValues(keys: readonly SortKey[], value: string | null): (string | null)[] | null {
  if (keys.length === 1) return isValidSortValue(keys[0]!, value) ? [value] : null;
  let values: unknown;
  try {
    values = JSON.parse(value ?? '');
  } catch {
    return null;
  }
  const isValid =
    Array.isArray(values) &&
    values.length === keys.length &&
    keys.every((key, n) => typeof values[n] === 'string' && isValidSortValue(key, values[n]));
  return isValid ? (values as string[]) : null;
}

const writeSortValues = (values: (string | null)[]): string | null =>
  values.length === 1 ? values[0]! : JSON.stringify(values);

/**
 * Rows after the cursor in the list's order `(sort, key)`. Nulls sort as Postgres puts them:
 * last when ascending, first when descending. Several sort keys, never null, are compared as
 * one row `(first, second, key)`.
 */
function afterCursor(
  sortKeys: readonly SortKey[],
  key: PgColumn,
  descending: boolean,
  cursor: ListCursor,
  values: (string | null)[],
) {
  const isAfter = (left: SQL, right: SQL) =>
    descending ? sql`${left} < ${right}` : sql`${left} > ${right}`;
  if (sortKeys.length > 1) {
    const row = sql.join(
      [...sortKeys.map((sortKey) => sql`${sortKey.expression}`), sql`${key}`],
      sql`, `,
    );
    const bound = sql.join(
      [
        ...sortKeys.map((sortKey, n) => sortValueParameter(sortKey, values[n] as string)),
        sql`${cursor.key}::uuid`,
      ],
      sql`, `,
    );
    // The first key's bound alone is implied by the row's, but lets an index on that key (or
    // the table it is joined from) start at the cursor instead of reading up to it.
    const first = sortKeys[0]!;
    const firstBound = sortValueParameter(first, values[0] as string);
    const firstFrom = descending
      ? sql`${first.expression} <= ${firstBound}`
      : sql`${first.expression} >= ${firstBound}`;
    return sql`(${firstFrom} and ${isAfter(sql`(${row})`, sql`(${bound})`)})`;
  }
  const sortKey = sortKeys[0]!;
  const column = sortKey.expression;
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
  const sortKeys = [spec.sortKeys[spec.orderBy]].flat();
  if (sortKeys.length > 1 && sortKeys.some((sortKey) => sortKey.isNullable)) {
    throw new Error('A list sorts by several keys only when none of them is null');
  }
  const descending = spec.order === 'desc';
  const orderName = `${spec.orderBy}.${spec.order}`;
  const pageSize = Math.min(Math.max(spec.page.MaxItemsInResult, 1), maxPageSize);
  const cursor = spec.page.ContinuationToken
    ? decodeCursor(spec.page.ContinuationToken)
    : undefined;
  const cursorValues = cursor ? readSortValues(sortKeys, cursor.value) : null;
  if (cursor && (cursor.order !== orderName || !cursorValues)) {
    throw new BadRequest('ContinuationToken: belongs to another order of this list');
  }
  const skip = cursor ? 0 : Math.min(Math.max(spec.page.SkipItemsInResult, 0), maxSkipItems);
  const direction = descending ? desc : asc;
  const selected = db
    .select({
      ...spec.columns,
      ...Object.fromEntries(
        sortKeys.map((sortKey, n) => [sortValueField(n), sortValueText(sortKey)]),
      ),
      [keyField]: sql<string>`${spec.key}::text`,
    })
    .from(spec.table)
    .$dynamic();
  const rows = await (spec.join ? selected.innerJoin(spec.join.table, spec.join.on) : selected)
    .where(
      and(
        spec.where,
        spec.search?.text ? searchMatches(db, spec, spec.search) : undefined,
        cursor && cursorValues
          ? afterCursor(sortKeys, spec.key, descending, cursor, cursorValues)
          : undefined,
      ),
    )
    .orderBy(...sortKeys.map((sortKey) => direction(sortKey.expression)), direction(spec.key))
    .limit(pageSize + 1)
    .offset(skip);
  const page = rows.slice(0, pageSize) as Array<Record<string, unknown>>;
  const hasMore = rows.length > pageSize;
  const last = page.at(-1);
  const continuationToken =
    hasMore && last
      ? encodeCursor({
          order: orderName,
          value: writeSortValues(sortKeys.map((_, n) => last[sortValueField(n)] as string | null)),
          key: last[keyField] as string,
        })
      : undefined;
  const hidden = new Set([keyField, ...sortKeys.map((_, n) => sortValueField(n))]);
  const visible = page.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([field]) => !hidden.has(field))),
  );
  return { rows: visible as SelectResultFields<TFields>[], hasMore, continuationToken };
}
