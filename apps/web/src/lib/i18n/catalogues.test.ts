import { describe, expect, it } from 'vitest';
import { catalogueParts, wholeCatalogue } from '@/test/catalogues';
import { readGlossary } from '@/test/glossary';

const enUS = wholeCatalogue('en_US') as Tree;
const svSE = wholeCatalogue('sv_SE') as Tree;
const deDE = wholeCatalogue('de_DE') as Tree;
const esES = wholeCatalogue('es_ES') as Tree;

type Tree = { [key: string]: unknown };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'object' && value !== null) {
      for (const [k, v] of leaves(value as Tree, `${path}.`)) out.set(k, v);
    } else out.set(path, String(value));
  }
  return out;
}

const english = leaves(enUS);
const glossary = readGlossary();

/** What is left of a text once placeholders, numbers, signs and units are taken out. */
function wordsOf(text: string): string {
  return text
    .replace(/\{\{\w+\}\}/g, ' ')
    .replace(/(?<!\p{L})(px|h|m|s|AM|PM)(?!\p{L})/gu, ' ')
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
}
const others = { sv_SE: svSE, de_DE: deDE, es_ES: esES };

describe('locale catalogues', () => {
  // A part loads on its own, so each language splits its catalogue the same way.
  it.each(Object.keys(others))(
    '%s has the same parts as English, holding the same sections',
    (language) => {
      const sectionsByPart = (code: string) =>
        Object.entries(catalogueParts)
          .filter(([path]) => path.includes(`/${code}/`))
          .map(([path, part]) => `${path.replace(/.*\//, '')}: ${Object.keys(part).join(' ')}`)
          .sort();
      expect(sectionsByPart(language)).toEqual(sectionsByPart('en_US'));
    },
  );

  it.each(Object.entries(others))('%s has exactly the English keys', (_, catalogue) => {
    expect([...leaves(catalogue).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(Object.entries(others))(
    '%s translates every text but those the glossary keeps (docs/glossary.md)',
    (language, catalogue) => {
      const kept = new Set([
        ...(glossary.every?.sameAsEnglish ?? []),
        ...(glossary[language]?.sameAsEnglish ?? []),
      ]);
      expect(kept.size, `the glossary's lists for ${language}`).toBeGreaterThan(2);
      const texts = leaves(catalogue);
      const copied = [...english]
        .filter(([key, text]) => texts.get(key) === text)
        .filter(([, text]) => wordsOf(text) !== '' && !kept.has(wordsOf(text)))
        .map(([key, text]) => `${key}: ${text}`);
      expect(copied).toEqual([]);
    },
  );

  it.each(Object.entries(others))(
    "%s uses the glossary's words, not those they replaced",
    (language, catalogue) => {
      const replaced = (glossary[language]?.avoided ?? []).map(
        (word) => new RegExp(`(?<!\\p{L})${word}`, 'iu'),
      );
      expect(replaced.length, `the glossary's table for ${language}`).toBeGreaterThan(0);
      const found = [...leaves(catalogue)]
        .filter(([, text]) => replaced.some((word) => word.test(text)))
        .map(([key, text]) => `${key}: ${text}`);
      expect(found).toEqual([]);
    },
  );

  it.each(Object.entries({ en_US: enUS, ...others }))(
    '%s names 12 months and 7 weekdays',
    (_, catalogue) => {
      const calendar = catalogue.calendar as Record<string, unknown[]>;
      expect(calendar.months).toHaveLength(12);
      expect(calendar.monthsShort).toHaveLength(12);
      expect(calendar.weekdays).toHaveLength(7);
      expect(calendar.weekdaysShort).toHaveLength(7);
    },
  );
});
