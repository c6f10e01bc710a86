import { describe, expect, it } from 'vitest';
import { catalogueParts, wholeCatalogue } from '@/test/catalogues';

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

  it.each(Object.entries(others))('%s is a translation, not an English copy', (_, catalogue) => {
    const texts = leaves(catalogue);
    // Product names and a few shared words (Filter, Timer) may stay as they are.
    const copied = [...english].filter(([key, text]) => texts.get(key) === text && text.length > 6);
    expect(copied.length / english.size).toBeLessThan(0.1);
  });

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
