import { ilike, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** An ILIKE pattern for text anywhere in a value, with the text's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, '\\$&')}%`;
}

/** `expression ILIKE '%text%'`: served by a trigram (gin_trgm_ops) index on the same expression. */
export function containsText(expression: SQL | PgColumn, text: string): SQL {
  return ilike(expression, containsPattern(text));
}
