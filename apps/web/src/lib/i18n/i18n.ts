import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from '@/locales/en_US.json';

export const supportedLanguages = ['en_US', 'sv_SE', 'de_DE', 'es_ES'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

/**
 * Each language named in itself, whatever the interface language: a person looking for their
 * own language in a menu they cannot read finds it by its own name. So these stay out of the
 * catalogues, where they would be translated.
 */
export const languageNames: Record<SupportedLanguage, string> = {
  en_US: 'English',
  sv_SE: 'Svenska',
  de_DE: 'Deutsch',
  es_ES: 'Español',
};

/** Unknown codes fall back to en_US (spec 001 section 5). */
export function toSupportedLanguage(code: string | null | undefined): SupportedLanguage {
  return supportedLanguages.find((l) => l === code) ?? 'en_US';
}

type Catalogue = typeof enUS;

/** English is the fallback and ships with the app; the others load when chosen. */
const catalogues: Record<
  Exclude<SupportedLanguage, 'en_US'>,
  () => Promise<{ default: Catalogue }>
> = {
  sv_SE: () => import('@/locales/sv_SE.json'),
  de_DE: () => import('@/locales/de_DE.json'),
  es_ES: () => import('@/locales/es_ES.json'),
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en_US: { translation: enUS } },
  lng: 'en_US',
  fallbackLng: 'en_US',
  interpolation: { escapeValue: false },
  // A key missing in every catalogue reads as the spec's fixed text.
  parseMissingKeyHandler: () => 'Translation not found',
  initAsync: false,
});

/** Switches every text to a language, loading its catalogue first when needed. */
export async function changeLanguage(code: string | null | undefined): Promise<SupportedLanguage> {
  const language = toSupportedLanguage(code);
  if (language !== 'en_US' && !i18n.hasResourceBundle(language, 'translation')) {
    const catalogue = await catalogues[language]();
    i18n.addResourceBundle(language, 'translation', catalogue.default);
  }
  await i18n.changeLanguage(language);
  return language;
}
