import { z } from 'zod';

export const defaultPageSize = 50;
export const maxPageSize = 200;
/** Deeper pages come by continuation token (keyset), which costs the same on every page. */
export const maxSkipItems = 10_000;
/** Shorter text has too few trigrams for the index to narrow anything. */
export const minSearchLength = 3;

/**
 * The spec's list paging: `MaxItemsInResult` (default 50, at most 200) and `SkipItemsInResult`
 * (at most 10,000), or the previous page's `continuationToken` to go on from where it ended.
 */
export const pagingShape = {
  MaxItemsInResult: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
  SkipItemsInResult: z.coerce
    .number()
    .int()
    .min(0)
    .max(maxSkipItems)
    .default(0)
    .meta({ description: `At most ${maxSkipItems}; go deeper with ContinuationToken.` }),
  ContinuationToken: z.string().max(500).optional().meta({
    description:
      'The continuationToken of the previous page (same order): the page starts after it and SkipItemsInResult is ignored.',
  }),
};
export type PagingQuery = z.infer<z.ZodObject<typeof pagingShape>>;

/**
 * What every list answers beside its rows: whether more rows exist (one more row was read, no
 * count), and when they do a token that fetches the next page without skipping.
 */
export const pageAnswerShape = {
  hasMore: z.boolean(),
  continuationToken: z.string().optional(),
};

export const sortOrder = z.enum(['asc', 'desc']).default('asc');

/** Free-text search: empty means no search; otherwise at least 3 characters (trigram index). */
export const searchText = z
  .string()
  .trim()
  .max(200)
  .refine(
    (text) => text.length === 0 || text.length >= minSearchLength,
    `needs at least ${minSearchLength} characters`,
  )
  .optional();
