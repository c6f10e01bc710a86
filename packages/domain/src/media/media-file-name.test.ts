import { describe, expect, it } from 'vitest';
import {
  baseNameOf,
  editedImageName,
  pngFileName,
  sanitiseMediaName,
  strippedNameCharacters,
  timestampSuffix,
} from './media-file-name';

describe('sanitiseMediaName', () => {
  it('strips every character the spec lists, backslash included', () => {
    expect(sanitiseMediaName(`a${strippedNameCharacters.join('')}b`)).toBe('ab');
    expect(sanitiseMediaName('C:\\photos')).toBe('Cphotos');
  });

  it('strips only the first occurrence of each character', () => {
    expect(sanitiseMediaName('Tom & Jerry & friends')).toBe('Tom  Jerry & friends');
    expect(sanitiseMediaName('50% off, 20% more?!?')).toBe('50 off, 20% more?');
    expect(sanitiseMediaName('a//b//c')).toBe('a/b//c');
  });

  it('leaves other text, accents and spaces alone', () => {
    expect(sanitiseMediaName('Café Ölmünster (2) - summer_sale.v2')).toBe(
      'Café Ölmünster (2) - summer_sale.v2',
    );
    expect(sanitiseMediaName('')).toBe('');
  });
});

describe('timestampSuffix', () => {
  it('writes the local date and time with padded fields', () => {
    expect(timestampSuffix(new Date(2025, 0, 5, 7, 8, 9))).toBe('_20250105-070809');
    expect(timestampSuffix(new Date(2024, 11, 31, 23, 59, 0))).toBe('_20241231-235900');
  });
});

describe('names of edited images', () => {
  const at = new Date(2025, 2, 14, 10, 15, 30);

  it('proposes the original name without its extension, cleaned, with the time', () => {
    expect(editedImageName('Summer #1: beach.jpg', at)).toBe('Summer 1 beach_20250314-101530');
    expect(baseNameOf('archive.tar.gz')).toBe('archive.tar');
    expect(baseNameOf('.hidden')).toBe('.hidden');
  });

  it('always saves as .png, once', () => {
    expect(pngFileName('poster')).toBe('poster.png');
    expect(pngFileName('poster.PNG')).toBe('poster.png');
    expect(pngFileName(' sale: now ')).toBe('sale now.png');
  });
});
