import { describe, it } from 'vitest';
import { expectTranslated, wholeCatalogue, type TextTree } from '@/test/catalogues';

const english = wholeCatalogue('en_US').kit as TextTree;

describe('the kit texts', () => {
  it.each(['sv_SE', 'de_DE', 'es_ES'] as const)(
    '%s has the same keys as en_US and is translated',
    (language) => {
      expectTranslated(english, wholeCatalogue(language).kit as TextTree);
    },
  );
});
