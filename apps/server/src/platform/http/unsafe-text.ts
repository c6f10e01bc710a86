/**
 * A NUL or a surrogate half without its partner: PostgreSQL refuses the first in text and
 * UTF-8 cannot carry the second, so either would fail deep in a query instead of at the edge.
 */
const unsafeCharacter = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type TextPath = ReadonlyArray<string | number>;

/**
 * The path of the first text in a request part (a value, or a property name) that carries a
 * character no stored text may hold; null when every text is safe.
 */
export function findUnsafeText(value: unknown, path: TextPath = []): TextPath | null {
  if (typeof value === 'string') return unsafeCharacter.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (unsafeCharacter.test(key)) return path;
      const found = findUnsafeText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
