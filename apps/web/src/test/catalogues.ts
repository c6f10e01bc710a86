import { expect } from 'vitest';
import type { SupportedLanguage } from '@/lib/i18n/i18n';

type Tree = Record<string, unknown>;

/** Every part file of every language, by path (`../locales/sv_SE/media.json`). */
export const catalogueParts = import.meta.glob<Tree>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** A language's whole catalogue, its parts put together, for tests that compare languages. */
export function wholeCatalogue(language: SupportedLanguage): Tree {
  return Object.entries(catalogueParts)
    .filter(([path]) => path.includes(`/locales/${language}/`))
    .reduce<Tree>((whole, [, part]) => ({ ...whole, ...part }), {});
}

export type TextTree = { [key: string]: string | TextTree };

/** Every text of a tree by its dotted key. */
export function textLeaves(tree: TextTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of textLeaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** Plural forms differ per language, so keys compare without their suffix. */
export function textKeys(tree: TextTree) {
  return [
    ...new Set([...textLeaves(tree).keys()].map((key) => key.replace(/_(one|other)$/, ''))),
  ].sort();
}

/** A language's texts have the same keys as English and are (mostly) translated. */
export function expectTranslated(english: TextTree, texts: TextTree) {
  expect(textKeys(texts)).toEqual(textKeys(english));
  const englishLeaves = textLeaves(english);
  const same = [...textLeaves(texts)].filter(([key, value]) => englishLeaves.get(key) === value);
  // Names such as "OK", "Status" or "Layout" are the same word; most texts are not.
  expect(same.length / englishLeaves.size).toBeLessThan(0.15);
}
