import { is, sql, type SQL } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';

/** How a sort value travels in a continuation token and is compared again in SQL. */
export type SortValueType = 'text' | 'timestamp' | 'integer';

/** One orderable expression of a list (the spec's OrderBy names map to these). */
export interface SortKey {
  expression: SQL | PgColumn;
  type: SortValueType;
  isNullable: boolean;
}

function typeOfColumn(column: PgColumn): SortValueType {
  const sqlType = column.getSQLType();
  if (sqlType.startsWith('timestamp with time zone')) return 'timestamp';
  if (/^(smallint|integer|bigint)$/.test(sqlType)) return 'integer';
  if (/^(text|varchar|character varying)/.test(sqlType)) return 'text';
  throw new Error(`A list cannot sort by ${column.name} (${sqlType})`);
}

/**
 * A sort key from a column (its type and nullability read from the schema), or from an expression
 * such as `lower(name)` with its type given.
 */
export function sortKey(column: PgColumn): SortKey;
export function sortKey(expression: SQL, type: SortValueType, isNullable?: boolean): SortKey;
export function sortKey(
  expression: SQL | PgColumn,
  type?: SortValueType,
  isNullable = false,
): SortKey {
  if (is(expression, PgColumn)) {
    return { expression, type: typeOfColumn(expression), isNullable: !expression.notNull };
  }
  if (!type) throw new Error('An expression sort key needs its type');
  return { expression, type, isNullable };
}

/**
 * The sort value as text that round-trips exactly: timestamps as whole microseconds since the
 * epoch, so a token never depends on the session's date style or time zone.
 */
export function sortValueText(key: SortKey): SQL<string | null> {
  if (key.type === 'timestamp') {
    return sql<string | null>`((extract(epoch from ${key.expression}) * 1000000)::bigint)::text`;
  }
  return sql<string | null>`(${key.expression})::text`;
}

/** A sort value from a token, typed again for comparison with the key. */
export function sortValueParameter(key: SortKey, value: string): SQL {
  if (key.type === 'timestamp') {
    return sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`;
  }
  if (key.type === 'integer') return sql`${value}::bigint`;
  return sql`${value}::text`;
}

/** Whether a token's value can stand for a value of the key (checked before it reaches SQL). */
export function isValidSortValue(key: SortKey, value: string | null): boolean {
  if (value === null) return key.isNullable;
  if (key.type === 'text') return !value.includes('\u0000');
  return /^-?\d{1,18}$/.test(value);
}
