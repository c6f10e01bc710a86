import { describe, expect, it } from 'vitest';
import type { FilterCondition, FilterConditionLeaf } from '../filters/filter-types';
import { attributeConditionProblem, attributeFilterValue } from './attribute-filter';
import { defaultItemAttributes, type ItemAttribute } from './item-attributes';

const size: ItemAttribute = {
  attributeCode: 'size',
  title: 'Size',
  type: 'select',
  required: true,
  mediaLibrary: false,
  order: 10,
  inList: true,
  inSelector: false,
  options: ['Small', 'Large'],
  isDefault: false,
};
const scheme = [...defaultItemAttributes, size];
const attribute = (code: string) => scheme.find((entry) => entry.attributeCode === code)!;

const leaf = (nodeKey: string, codes: string[], nodeType = 'Attribute'): FilterConditionLeaf =>
  ({ nodeType, nodeKey, codes, codeCondition: 'In' }) as FilterConditionLeaf;
const and = (...subNodes: FilterCondition['subNodes']): FilterCondition => ({
  operator: 'AND',
  subNodes,
});

describe('attributeFilterValue', () => {
  it.each<[string, string, unknown]>([
    ['category', 'Coffee', 'Coffee'],
    ['isActive', 'true', true],
    ['isActive', 'false', false],
    ['price', '4.5', 4.5],
    ['price', '12', 12],
    ['currency', 'EUR', 'EUR'],
    ['size', 'Large', 'Large'],
  ])('reads %s %s as the value an item holds', (code, text, value) => {
    expect(attributeFilterValue(attribute(code), text)).toEqual({ value });
  });

  it.each<[string, string, string]>([
    ['isActive', 'yes', 'must be true or false'],
    ['price', 'cheap', 'must be a number'],
    ['price', '1e3', 'must be a number'],
    ['price', '-1', 'must be between 0'],
    ['price', '3.333', 'must have at most two decimals'],
    ['currency', 'euro', 'must be a three-letter'],
    ['size', 'Huge', 'must be one of Small, Large'],
  ])('refuses %s %s, as no item could hold it', (code, text, problem) => {
    const read = attributeFilterValue(attribute(code), text);
    expect('problem' in read && read.problem).toContain(problem);
  });

  it('lets a required attribute be compared like any other', () => {
    expect(attributeFilterValue(size, 'Small')).toEqual({ value: 'Small' });
  });
});

describe('attributeConditionProblem', () => {
  it('passes conditions whose attribute leaves fit, and leaves of other types alone', () => {
    const condition = {
      operator: 'OR' as const,
      subNodes: [
        and(leaf('category', ['Coffee', 'Bakery']), leaf('isActive', ['true'])),
        leaf('SearchText', ['latte'], 'SearchText'),
        leaf('Tags', ['not-an-attribute'], 'Tags'),
      ],
    };
    expect(attributeConditionProblem(condition, scheme)).toBeNull();
  });

  it('names the leaf of an attribute the scheme lacks or no filter compares', () => {
    expect(
      attributeConditionProblem(and(leaf('sku', ['S']), leaf('colour', ['red'])), scheme),
    ).toEqual({ path: 'subNodes[1].nodeKey', message: 'no attribute colour' });
    expect(attributeConditionProblem(and(and(leaf('images', ['m1']))), scheme)).toEqual({
      path: 'subNodes[0].subNodes[0].nodeKey',
      message: 'images is mediaList, which no filter compares',
    });
  });

  it('names the value no item could hold', () => {
    expect(attributeConditionProblem(and(leaf('price', ['2', 'cheap'])), scheme)).toEqual({
      path: 'subNodes[0].codes[1]',
      message: 'must be a number',
    });
  });
});
