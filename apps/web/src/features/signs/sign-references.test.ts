import type { SignField } from '@marquee/domain';
import { describe, expect, it } from 'vitest';
import { referencesOf } from './sign-references';

const field = (fieldName: string, type: SignField['type'], fields?: SignField[]): SignField => ({
  fieldName,
  type,
  label: fieldName,
  ...(fields ? { fields } : {}),
});

describe('referencesOf', () => {
  it('finds the media and items of every media and product field, in fieldset copies too, once each', () => {
    const fields = [
      field('image', 'media'),
      field('gallery', 'multiLibraryMedia'),
      field('product', 'productSelector'),
      field('rows', 'fieldset', [
        field('product', 'productSelector'),
        field('photo', 'itemMediaPicker'),
      ]),
      field('headline', 'textarea'),
    ];
    expect(
      referencesOf(fields, {
        image: { mediaCode: 'M1' },
        gallery: [{ mediaCode: 'M2' }, { mediaCode: 'M1' }],
        product: { factCode: 'F1' },
        rows: [{ product: { factCode: 'F2' }, photo: { mediaCode: 'M3' } }, { product: null }],
        headline: 'M9',
      }),
    ).toEqual({ mediaCodes: ['M1', 'M2', 'M3'], factCodes: ['F1', 'F2'] });
  });
});
