import { describe, it } from 'vitest';
import { expectTranslated, type TextTree } from '@/test/catalogues';
import deDE from './locales/de_DE.json';
import enUS from './locales/en_US.json';
import esES from './locales/es_ES.json';
import svSE from './locales/sv_SE.json';

describe('the gallery texts', () => {
  it.each(Object.entries({ sv_SE: svSE, de_DE: deDE, es_ES: esES }))(
    '%s has the same keys as en_US and is translated',
    (_language, texts) => {
      expectTranslated(enUS as TextTree, texts as TextTree);
    },
  );
});
