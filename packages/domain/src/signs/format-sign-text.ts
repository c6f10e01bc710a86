import type { SignLanguage } from './form-model';

const priceFormats = new Map<SignLanguage, Intl.NumberFormat>();
const dateFormats = new Map<SignLanguage, Intl.DateTimeFormat>();
const numericText = /^-?\d{1,15}(\.\d{1,10})?$/;

/** The BCP 47 tag of a sign language: `en_US` is `en-US`. */
export const languageTag = (language: SignLanguage) => language.replace('_', '-');

/**
 * A price with two decimals in the sign's language, then its currency as the item names it
 * (`12.50 SEK`, `12,50 SEK`); null when the price is not a number.
 */
export function formatPrice(
  price: unknown,
  currency: unknown,
  language: SignLanguage,
): string | null {
  const amount =
    typeof price === 'number'
      ? price
      : typeof price === 'string' && numericText.test(price)
        ? Number(price)
        : Number.NaN;
  if (!Number.isFinite(amount)) return null;
  let format = priceFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(languageTag(language), {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    priceFormats.set(language, format);
  }
  const text = format.format(amount);
  return typeof currency === 'string' && currency.trim() ? `${text} ${currency.trim()}` : text;
}

/** A `YYYY-MM-DD` date as the sign's language writes it (`Dec 24, 2026`, `24 dec. 2026`). */
export function formatDate(date: string, language: SignLanguage): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTag(language), {
      dateStyle: 'medium',
      timeZone: 'UTC',
    });
    dateFormats.set(language, format);
  }
  const [year, month, day] = date.split('-').map(Number);
  const time = Date.UTC(year ?? Number.NaN, (month ?? Number.NaN) - 1, day);
  return Number.isFinite(time) ? format.format(time) : date;
}
