import { describe, expect, it } from 'vitest';
import deDE from '@/locales/de_DE.json';
import enUS from '@/locales/en_US.json';
import esES from '@/locales/es_ES.json';
import svSE from '@/locales/sv_SE.json';

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
      expect(catalogue.calendar.months).toHaveLength(12);
      expect(catalogue.calendar.monthsShort).toHaveLength(12);
      expect(catalogue.calendar.weekdays).toHaveLength(7);
      expect(catalogue.calendar.weekdaysShort).toHaveLength(7);
    },
  );
});
