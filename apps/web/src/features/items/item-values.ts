import type { AttributeValue } from '@marquee/domain';
import type { FactSchemeEntry } from './items.api';

/** A value as a list cell or a summary shows it: prices with two decimals, flags as words. */
export function valueText(
  attribute: Pick<FactSchemeEntry, 'type'>,
  value: AttributeValue | undefined,
  words: { yes: string; no: string; media: (count: number) => string },
  language: string,
): string {
  if (value === null || value === undefined) return '';
  switch (attribute.type) {
    case 'price':
      return typeof value === 'number'
        ? value.toLocaleString(language.replace('_', '-'), {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          })
        : '';
    case 'boolean':
      return value === true ? words.yes : words.no;
    case 'media':
      return words.media(1);
    case 'mediaList':
      return Array.isArray(value) ? words.media(value.length) : '';
    default:
      return String(value);
  }
}
