import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from './format-sign-text';

describe('formatPrice', () => {
  it('writes two decimals in the language, then the currency', () => {
    expect(formatPrice(12.5, 'SEK', 'en_US')).toBe('12.50 SEK');
    expect(formatPrice('1234.567', ' EUR ', 'de_DE')).toBe('1.234,57 EUR');
    expect(formatPrice(3, undefined, 'en_US')).toBe('3.00');
    expect(formatPrice(-0.5, '', 'es_ES')).toBe('-0,50');
  });

  it('has no price for what is not a number', () => {
    for (const price of [Number.NaN, Infinity, '12,50', '1e5', '', null, {}, true]) {
      expect(formatPrice(price, 'SEK', 'en_US')).toBeNull();
    }
  });
});

describe('formatDate', () => {
  it('writes a date as the language does, whatever the time zone', () => {
    expect(formatDate('2026-01-05', 'en_US')).toBe('Jan 5, 2026');
    expect(formatDate('2026-01-05', 'sv_SE')).toBe('5 jan. 2026');
  });
});
