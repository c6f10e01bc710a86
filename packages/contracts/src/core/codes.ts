import { z } from 'zod';

/** Public codes of account-owned rows: opaque, URL-safe, never sequence numbers. */
export const codeSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a code of letters, digits, - or _');

export const languageCodes = ['en_US', 'sv_SE', 'de_DE', 'es_ES'] as const;
export const languageCode = z.enum(languageCodes);
export type LanguageCode = z.infer<typeof languageCode>;
