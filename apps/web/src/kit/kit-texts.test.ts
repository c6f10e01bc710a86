import { describe, expect, it } from 'vitest';
import deDE from '@/locales/de_DE.json';
import enUS from '@/locales/en_US.json';
import esES from '@/locales/es_ES.json';
import svSE from '@/locales/sv_SE.json';
import galleryDe from './gallery/locales/de_DE.json';
import galleryEn from './gallery/locales/en_US.json';
import galleryEs from './gallery/locales/es_ES.json';
import gallerySv from './gallery/locales/sv_SE.json';

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
  ['kit', enUS.kit, { sv_SE: svSE.kit, de_DE: deDE.kit, es_ES: esES.kit }],
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
