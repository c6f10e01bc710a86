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

/**
 * Kinds of rows a request can name by code. A field built with `codeOf` is marked in the
 * OpenAPI documents (`x-code-of`), so the tenancy walk aims it at another account's row by itself.
 */
export const codeKinds = [
  'account',
  'user',
  'role',
  'location',
  'playerFilter',
  'mediaFilter',
  'organization',
  'player',
  'media',
  'tag',
  'channel',
  'broadcast',
  'mediaRow',
  'layer',
  'playerFormat',
  'comment',
  'endpointMessage',
  'externalMessage',
  'template',
  'fact',
  'attributeFilter',
  'sign',
  'socialChannel',
  'contentType',
  'cluster',
  'trigger',
  'triggerKey',
] as const;
export type CodeKind = (typeof codeKinds)[number];

/** A code that names a row of the given kind (see `codeKinds`). */
export function codeOf(kind: CodeKind) {
  return codeSchema.meta({ 'x-code-of': kind });
}
