/** An ILIKE pattern for text anywhere in a value, with the text's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, '\\$&')}%`;
}
