import { i18n } from '@/lib/i18n/i18n';
import deDE from './locales/de_DE.json';
import enUS from './locales/en_US.json';
import esES from './locales/es_ES.json';
import svSE from './locales/sv_SE.json';

/**
 * The gallery's own texts live beside it, not in the app catalogues, so the
 * production bundles never carry them.
 */
export function registerGalleryTexts() {
  const texts = { en_US: enUS, sv_SE: svSE, de_DE: deDE, es_ES: esES };
  for (const [language, gallery] of Object.entries(texts)) {
    i18n.addResourceBundle(language, 'translation', { kit: { gallery } }, true, false);
  }
}
