/**
 * A PostgreSQL array literal of these values, each quoted and a null as NULL: a whole column of
 * a statement goes as one parameter (the platform's `textArray` takes no nulls).
 */
export function arrayLiteral(values: readonly (string | number | null)[]): string {
  const items = values.map((value) =>
    value === null ? 'NULL' : `"${String(value).replace(/[\\"]/g, '\\$&')}"`,
  );
  return `{${items.join(',')}}`;
}
