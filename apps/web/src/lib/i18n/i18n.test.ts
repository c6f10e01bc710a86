import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, loadTexts, toSupportedLanguage } from './i18n';
import { languageList } from './language-list';

afterEach(async () => {
  await changeLanguage('en_US');
});

describe('language fallback', () => {
  it('reads unknown or missing codes as en_US', () => {
    expect(toSupportedLanguage('fr_FR')).toBe('en_US');
    expect(toSupportedLanguage(undefined)).toBe('en_US');
    expect(toSupportedLanguage('de_DE')).toBe('de_DE');
  });

  it('loads a catalogue when its language is chosen', async () => {
    expect(await changeLanguage('sv_SE')).toBe('sv_SE');
    expect(i18n.t('nav.screens')).toBe('Skärmar');
  });

  it('falls back to English for a key the language lacks', async () => {
    i18n.addResource('en_US', 'translation', 'fallbackProbe', 'Only in English');
    await changeLanguage('es_ES');
    expect(i18n.t('fallbackProbe')).toBe('Only in English');
  });

  it("answers 'Translation not found' for a key no catalogue has", async () => {
    await changeLanguage('de_DE');
    expect(i18n.t('no.such.key')).toBe('Translation not found');
  });
});

describe('catalogue parts', () => {
  it('loads a part in the language shown', async () => {
    await changeLanguage('sv_SE');
    await loadTexts(['media']);
    expect(i18n.t('media.welcome.title')).toBe('Inga media än');
  });

  it('loads the parts shown so far again when the language changes', async () => {
    await loadTexts(['explain']);
    await changeLanguage('de_DE');
    expect(i18n.t('explain.title')).toBe('Warum läuft das?');
  });
});

describe('language list', () => {
  it('names about 190 languages in the interface language', () => {
    const english = languageList('en_US');
    expect(english.length).toBeGreaterThan(180);
    expect(english.find((l) => l.code === 'sv')?.name).toBe('Swedish');
    expect(languageList('de_DE').find((l) => l.code === 'sv')?.name).toBe('Schwedisch');
  });
});
