import { describe, expect, it } from 'vitest';
import { pickLanguage, translator } from './messages';

describe('pickLanguage', () => {
  it('takes the first language we have from ui_locales, then Accept-Language', () => {
    expect(pickLanguage('fi de-DE', 'sv')).toBe('de_DE');
    expect(pickLanguage(undefined, 'fr-FR,es;q=0.8,en;q=0.5')).toBe('es_ES');
    expect(pickLanguage('sv_SE')).toBe('sv_SE');
  });

  it('falls back to en_US for languages we do not have', () => {
    expect(pickLanguage('fi', 'fr-FR')).toBe('en_US');
    expect(pickLanguage(undefined, undefined)).toBe('en_US');
  });
});

describe('translator', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    const t = translator('en_US');
    expect(t('resetBody', { hours: 2 })).toContain('valid for 2 hours');
    expect(t('invitationBody', { days: 7 })).toContain('{account}');
  });
});
