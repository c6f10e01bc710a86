import { describe, expect, it } from 'vitest';
import { wholeCatalogue } from '@/test/catalogues';
import galleryDe from './gallery/locales/de_DE.json';
import galleryEn from './gallery/locales/en_US.json';
import galleryEs from './gallery/locales/es_ES.json';
import gallerySv from './gallery/locales/sv_SE.json';

const enUS = wholeCatalogue('en_US') as Tree;
const svSE = wholeCatalogue('sv_SE') as Tree;
const deDE = wholeCatalogue('de_DE') as Tree;
const esES = wholeCatalogue('es_ES') as Tree;

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** Plural forms differ per language, so keys compare without their suffix. */
function keysOf(tree: Tree) {
  return [
    ...new Set([...leaves(tree).keys()].map((key) => key.replace(/_(one|other)$/, ''))),
  ].sort();
}

describe.each([
  [
    'kit',
    enUS.kit as Tree,
    { sv_SE: svSE.kit as Tree, de_DE: deDE.kit as Tree, es_ES: esES.kit as Tree },
  ],
  ['gallery', galleryEn, { sv_SE: gallerySv, de_DE: galleryDe, es_ES: galleryEs }],
])('the %s texts', (_name, english, others) => {
  it.each(Object.entries(others))(
    '%s has the same keys as en_US and is translated',
    (_language, texts) => {
      expect(keysOf(texts)).toEqual(keysOf(english));
      const englishLeaves = leaves(english);
      const same = [...leaves(texts)].filter(([key, value]) => englishLeaves.get(key) === value);
      // Names such as "OK", "Status" or "Layout" are the same word; most texts are not.
      expect(same.length / englishLeaves.size).toBeLessThan(0.15);
    },
  );
});
