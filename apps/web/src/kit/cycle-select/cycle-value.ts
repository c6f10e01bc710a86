/** The option `by` steps away, wrapping at both ends. */
export function cycleValue(
  values: readonly string[],
  current: string | null,
  by: 1 | -1,
): string | null {
  if (values.length === 0) return null;
  const index = current === null ? -1 : values.indexOf(current);
  if (index === -1) return by === 1 ? (values[0] ?? null) : (values.at(-1) ?? null);
  return values[(index + by + values.length) % values.length] ?? null;
}
