import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';

const uuid = z.uuid();
const hex = z.string().regex(/^[0-9a-f]+$/);

/** A PostgreSQL array literal of ids, one parameter however many they are. */
export function uuidArray(ids: readonly string[]): string {
  return `{${ids.map((id) => uuid.parse(id)).join(',')}}`;
}

/** A PostgreSQL array literal of hexadecimal texts (hashes), checked like the ids above. */
export function hexArray(values: readonly string[]): string {
  return `{${values.map((value) => hex.parse(value)).join(',')}}`;
}

/** A PostgreSQL array literal of any texts (codes), each quoted so commas and braces stay text. */
export function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

/** `column` is one of `values`, with the values as one text[] parameter (see `isAnyId`). */
export function isAnyText(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} = any(${textArray(values)}::text[])`;
}

/**
 * `column` is one of `ids`, with the ids as one array parameter: `inArray` builds a parameter per
 * id, which costs more than the query itself once a load reads thousands of rows by id.
 */
export function isAnyId(column: AnyColumn, ids: readonly string[]): SQL {
  return sql`${column} = any(${uuidArray(ids)}::uuid[])`;
}
