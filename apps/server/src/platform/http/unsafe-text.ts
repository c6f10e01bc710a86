/**
 * A NUL or a surrogate half without its partner: PostgreSQL refuses the first in text and
 * UTF-8 cannot carry the second, so either would fail deep in a query instead of at the edge.
 */
const unsafeCharacter = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type TextPath = ReadonlyArray<string | number>;

/**
 * The path of the first text in a request part (a value, or a property name) that carries a
 * character no stored text may hold; null when every text is safe. Walks with its own stack
 * rather than by recursion, so no depth of nesting can exhaust the call stack.
 */
export function findUnsafeText(value: unknown, path: TextPath = []): TextPath | null {
  // Each place knows only its parent, so deep nesting costs no copying of paths.
  type Place = { value: unknown; key?: string | number; parent?: Place };
  const pathOf = (place: Place): TextPath => {
    const keys: Array<string | number> = [];
    for (let at: Place | undefined = place; at?.key !== undefined; at = at.parent)
      keys.push(at.key);
    return [...path, ...keys.reverse()];
  };
  const pending: Place[] = [{ value }];
  for (let place = pending.pop(); place; place = pending.pop()) {
    const current = place.value;
    if (typeof current === 'string') {
      if (unsafeCharacter.test(current)) return pathOf(place);
    } else if (typeof current === 'object' && current !== null) {
      const entries: Array<[string | number, unknown]> = Array.isArray(current)
        ? [...current.entries()]
        : Object.entries(current);
      if (entries.some(([key]) => typeof key === 'string' && unsafeCharacter.test(key))) {
        return pathOf(place);
      }
      // Pushed last to first, so the walk still meets texts in the order they were written.
      for (const [key, item] of entries.reverse())
        pending.push({ value: item, key, parent: place });
    }
  }
  return null;
}
