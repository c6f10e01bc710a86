import type { SignField } from '@marquee/domain';
import { describe, expect, it } from 'vitest';
import { keepValuesForForm } from './sign-values';

const field = (fieldName: string, type: SignField['type'], fields?: SignField[]): SignField => ({
  fieldName,
  type,
  label: fieldName,
  ...(fields ? { fields } : {}),
});

describe('keepValuesForForm ("Update template")', () => {
  const before = [
    field('headline', 'textarea'),
    field('background', 'colorPicker'),
    field('size', 'radio'),
    field('rows', 'fieldset', [field('line', 'textarea'), field('price', 'textarea')]),
    field('gone', 'checkbox'),
  ];
  const after = [
    field('headline', 'textarea'),
    field('background', 'colorPicker'),
    field('size', 'slider'),
    field('rows', 'fieldset', [field('line', 'textarea'), field('price', 'slider')]),
    field('logo', 'media'),
  ];

  it('keeps values whose field has the same name and type, the new defaults for the rest', () => {
    expect(
      keepValuesForForm(
        before,
        {
          headline: 'Fresh coffee',
          background: '#112233',
          size: 'large',
          rows: [
            { line: 'Latte', price: '3.50' },
            { line: 'Bun', price: '2.90' },
          ],
          gone: true,
        },
        after,
        { background: '#ffffff', size: 40, rows: [{ line: null, price: 10 }], logo: null },
      ),
    ).toEqual({
      headline: 'Fresh coffee',
      background: '#112233',
      size: 40,
      rows: [
        { line: 'Latte', price: 10 },
        { line: 'Bun', price: 10 },
      ],
      logo: null,
    });
  });

  it('takes the default where the sign held no value', () => {
    expect(keepValuesForForm(before, {}, after, { background: '#ffffff' })).toEqual({
      background: '#ffffff',
    });
  });
});
