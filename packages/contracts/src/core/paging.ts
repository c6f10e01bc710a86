import { z } from 'zod';

export const defaultPageSize = 50;
export const maxPageSize = 200;

/** The spec's list paging: `MaxItemsInResult` (default 50, at most 200) and `SkipItemsInResult`. */
export const pagingShape = {
  MaxItemsInResult: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
  SkipItemsInResult: z.coerce.number().int().min(0).max(100_000).default(0),
};

export const sortOrder = z.enum(['asc', 'desc']).default('asc');

/** Free-text search: empty means no search; otherwise at least 3 characters (trigram index). */
export const searchText = z
  .string()
  .trim()
  .max(200)
  .refine((text) => text.length === 0 || text.length >= 3, 'needs at least 3 characters')
  .optional();
