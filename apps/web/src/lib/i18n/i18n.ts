import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import deDE from '@/locales/de_DE.json';
import enUS from '@/locales/en_US.json';
import esES from '@/locales/es_ES.json';
import svSE from '@/locales/sv_SE.json';

export const supportedLanguages = ['en_US', 'sv_SE', 'de_DE', 'es_ES'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

/** Unknown codes fall back to en_US (spec 001 section 5). */
export function toSupportedLanguage(code: string | null | undefined): SupportedLanguage {
  return supportedLanguages.find((l) => l === code) ?? 'en_US';
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    en_US: { translation: enUS },
    sv_SE: { translation: svSE },
    de_DE: { translation: deDE },
    es_ES: { translation: esES },
  },
  lng: 'en_US',
  fallbackLng: 'en_US',
  interpolation: { escapeValue: false },
  // A key missing in every catalogue reads as the spec's fixed text.
  parseMissingKeyHandler: () => 'Translation not found',
  initAsync: false,
});
