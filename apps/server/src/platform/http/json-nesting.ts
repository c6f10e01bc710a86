/** Deeper than any document this server takes; deeper ones are refused before they are parsed. */
const maxJsonNesting = 64;

/**
 * Whether JSON text opens more arrays and objects inside one another than the limit, read in one
 * pass without parsing: every later walk over a parsed value (the text check, the schema) may
 * then recurse without running out of stack.
 */
export function nestsTooDeeply(text: string, limit = maxJsonNesting): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (inString) {
      if (character === '\\') index += 1;
      else if (character === '"') inString = false;
    } else if (character === '"') {
      inString = true;
    } else if (character === '[' || character === '{') {
      depth += 1;
      if (depth > limit) return true;
    } else if (character === ']' || character === '}') {
      depth -= 1;
    }
  }
  return false;
}
