import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUSCommon from '@/locales/en_US/common.json';

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

/**
 * A feature's part of a catalogue: `locales/<language>/<part>.json`. `common` holds what the
 * shell, the sign-in pages and the shared widgets show; every other part loads with the routes
 * that need it (see feature-texts.ts), so the first load carries no feature's texts.
 */
export type CataloguePart = string;

type PartModule = { default: Record<string, unknown> };

// English common texts ship with the app: the shell paints with them before anything loads.
const partFiles = import.meta.glob<PartModule>([
  '../../locales/*/*.json',
  '!../../locales/en_US/common.json',
]);

function partLoader(language: SupportedLanguage, part: CataloguePart) {
  const load = partFiles[`../../locales/${language}/${part}.json`];
  if (!load) throw new Error(`No catalogue part ${language}/${part}`);
  return load;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // A copy: parts loaded later merge into the store, and must not into the imported module.
  resources: { en_US: { translation: structuredClone(enUSCommon) } },
  lng: 'en_US',
  fallbackLng: 'en_US',
  interpolation: { escapeValue: false },
  // A key missing in every catalogue reads as the spec's fixed text.
  parseMissingKeyHandler: () => 'Translation not found',
  initAsync: false,
});

/** Parts asked for so far; a language switch loads them all in the new language. */
const wantedParts = new Set<CataloguePart>(['common']);
/** The language shown, or the one a switch under way is loading. */
let targetLanguage: SupportedLanguage = 'en_US';
const loadedParts = new Map<string, Promise<void>>([['en_US/common', Promise.resolve()]]);

function loadPart(language: SupportedLanguage, part: CataloguePart): Promise<void> {
  const key = `${language}/${part}`;
  let loading = loadedParts.get(key);
  if (!loading) {
    loading = partLoader(language, part)().then((module) => {
      i18n.addResourceBundle(language, 'translation', module.default, true, false);
    });
    // A failed load may be tried again on the next visit.
    loading.catch(() => loadedParts.delete(key));
    loadedParts.set(key, loading);
  }
  return loading;
}

/** Loads catalogue parts in the language shown now (and keeps them for a later switch). */
export async function loadTexts(parts: readonly CataloguePart[]): Promise<void> {
  for (const part of parts) wantedParts.add(part);
  let language: SupportedLanguage;
  // A switch that starts meanwhile may have missed these parts: load them in its language too.
  do {
    language = targetLanguage;
    await Promise.all(parts.map((part) => loadPart(language, part)));
  } while (language !== targetLanguage);
}

/** Switches every text to a language, loading the parts shown so far in it first. */
export async function changeLanguage(code: string | null | undefined): Promise<SupportedLanguage> {
  const language = toSupportedLanguage(code);
  targetLanguage = language;
  await Promise.all([...wantedParts].map((part) => loadPart(language, part)));
  await i18n.changeLanguage(language);
  return language;
}
