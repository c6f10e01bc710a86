import { describe, expect, it } from 'vitest';
import {
  attributeValueProblem,
  defaultAttributesOf,
  defaultItemAttributes,
  mediaCodesOf,
  type ItemAttribute,
} from './item-attributes';

const of = (type: ItemAttribute['type'], extra: Partial<ItemAttribute> = {}): ItemAttribute => ({
  attributeCode: 'a',
  title: 'A',
  type,
  required: false,
  mediaLibrary: false,
  order: 0,
  inList: false,
  inSelector: false,
  options: [],
  isDefault: false,
  ...extra,
});

describe('attributeValueProblem', () => {
  it('lets an empty value pass unless the attribute is required', () => {
    expect(attributeValueProblem(of('number'), null)).toBeNull();
    expect(attributeValueProblem(of('text'), '  ')).toBeNull();
    expect(attributeValueProblem(of('text', { required: true }), '  ')).toBe('A is required');
    expect(attributeValueProblem(of('mediaList', { required: true }), [])).toBe('A is required');
  });

  it('checks each type', () => {
    expect(attributeValueProblem(of('price'), 3.5)).toBeNull();
    expect(attributeValueProblem(of('price'), 0.1 + 0.2)).toBeNull();
    expect(attributeValueProblem(of('price'), 1.005 + 0.0001)).toMatch(/two decimals/);
    expect(attributeValueProblem(of('price'), -1)).toMatch(/between/);
    expect(attributeValueProblem(of('date'), '2026-02-29')).toMatch(/date/);
    expect(attributeValueProblem(of('date'), '2028-02-29')).toBeNull();
    expect(attributeValueProblem(of('currency'), 'eur')).toMatch(/three-letter/);
    expect(attributeValueProblem(of('select', { options: ['S', 'L'] }), 'L')).toBeNull();
    expect(attributeValueProblem(of('select', { options: ['S', 'L'] }), 'M')).toMatch(/one of/);
    expect(attributeValueProblem(of('media'), { mediaCode: 'm1', extra: 1 })).toMatch(/mediaCode/);
    expect(attributeValueProblem(of('mediaList'), [{ mediaCode: 'm1' }])).toBeNull();
    expect(attributeValueProblem(of('boolean'), 'true')).toMatch(/true or false/);
    expect(attributeValueProblem(of('number'), Number.NaN)).toMatch(/number/);
  });

  it('reads the media codes of media and media list values', () => {
    expect(mediaCodesOf({ mediaCode: 'm1' })).toEqual(['m1']);
    expect(mediaCodesOf([{ mediaCode: 'm1' }, { mediaCode: 'm2' }])).toEqual(['m1', 'm2']);
    expect(mediaCodesOf('m1')).toEqual([]);
  });

  it('builds in the eight attributes, with the name required', () => {
    expect(defaultItemAttributes.map((a) => a.attributeCode)).toEqual([
      'name',
      'sku',
      'price',
      'currency',
      'description',
      'images',
      'category',
      'isActive',
    ]);
    expect(defaultItemAttributes.filter((a) => a.required).map((a) => a.attributeCode)).toEqual([
      'name',
    ]);
  });

  it("builds in a social post's attributes, none required, its image from ItemImages", () => {
    const post = defaultAttributesOf('SocialPost');
    expect(post.map((a) => a.attributeCode)).toEqual([
      'title',
      'text',
      'image',
      'imageUrl',
      'author',
      'publishedAt',
      'link',
    ]);
    expect(post.filter((a) => a.required)).toEqual([]);
    expect(post.find((a) => a.attributeCode === 'image')?.mediaLibrary).toBe(true);
    expect(defaultAttributesOf('Item')).toBe(defaultItemAttributes);
  });
});
