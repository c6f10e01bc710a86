/**
 * Deepest nesting a JSON request body may have. No call takes more than a few levels; the bound
 * keeps every walk over a body (key matching, the text check, validation) far from the stack's end.
 */
export const maxJsonNesting = 64;

/**
 * Whether a JSON text opens more than `limit` arrays and objects inside each other, read in one
 * pass over the text (brackets inside strings do not count), before anything parses it.
 */
export function isNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charCodeAt(index);
    if (isInString) {
      if (character === 0x5c /* \ */) index += 1;
      else if (character === 0x22 /* " */) isInString = false;
    } else if (character === 0x22) {
      isInString = true;
    } else if (character === 0x5b /* [ */ || character === 0x7b /* { */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (character === 0x5d /* ] */ || character === 0x7d /* } */) {
      depth -= 1;
    }
  }
  return false;
}
