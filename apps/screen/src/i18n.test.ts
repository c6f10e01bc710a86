import { expect, it } from 'vitest';
import { pickLanguage, t } from './i18n';

it('speaks the first of the browser languages it knows, else English', () => {
  expect(pickLanguage(['sv-SE', 'en-US'])).toBe('sv');
  expect(pickLanguage(['fr-FR', 'de-AT'])).toBe('de');
  expect(pickLanguage(['fr-FR'])).toBe('en');
  expect(t('enterCode', 'es')).toContain('Pantallas');
});
