import { conditionLeaves } from '../filters/client-condition';
import type { ConditionProblem } from '../filters/read-condition';
import type { FilterCondition } from '../filters/filter-types';
import { attributeValueProblem, type AttributeType, type ItemAttribute } from './item-attributes';

/** A value an item filter compares: what an attribute of these types holds. */
export type FilterableValue = string | number | boolean;

/** The attribute types a filter compares values of; a media value names nothing to choose. */
export const filterableAttributeTypes = [
  'text',
  'number',
  'price',
  'currency',
  'boolean',
  'date',
  'select',
] as const satisfies readonly AttributeType[];

export const isFilterableAttribute = (attribute: Pick<ItemAttribute, 'type'>) =>
  (filterableAttributeTypes as readonly string[]).includes(attribute.type);

/** What a filter needs to know of an attribute to compare its values. */
export type FilterableAttribute = Pick<
  ItemAttribute,
  'attributeCode' | 'title' | 'type' | 'options'
>;

const numberText = /^-?\d+(\.\d+)?$/;

/**
 * A filter's code (text, as every code is) as the value an item of the attribute holds: `true`
 * or `false` for a yes/no, a decimal for a number or price, the text itself otherwise; or why
 * no item could hold it (a select's value that is none of its options, say).
 */
export function attributeFilterValue(
  attribute: FilterableAttribute,
  code: string,
): { value: FilterableValue } | { problem: string } {
  let value: FilterableValue = code;
  if (attribute.type === 'boolean') {
    if (code !== 'true' && code !== 'false') return { problem: 'must be true or false' };
    value = code === 'true';
  } else if (attribute.type === 'number' || attribute.type === 'price') {
    if (!numberText.test(code)) return { problem: 'must be a number' };
    value = Number(code);
  }
  const problem = attributeValueProblem({ ...attribute, required: false }, value);
  return problem ? { problem } : { value };
}

/**
 * The first Attribute leaf of a condition that the scheme cannot answer, with where it sits:
 * an attribute it does not have or one of a type no filter compares (`subNodes[0].nodeKey`), or
 * a value no item could hold (`subNodes[0].codes[1]`). Null when every one fits.
 */
export function attributeConditionProblem(
  condition: FilterCondition,
  scheme: readonly FilterableAttribute[],
): ConditionProblem | null {
  const byCode = new Map(scheme.map((attribute) => [attribute.attributeCode, attribute]));
  for (const { path, leaf } of conditionLeaves(condition)) {
    if (leaf.nodeType !== 'Attribute') continue;
    const attribute = byCode.get(leaf.nodeKey);
    if (!attribute) return { path: `${path}.nodeKey`, message: `no attribute ${leaf.nodeKey}` };
    if (!isFilterableAttribute(attribute)) {
      const message = `${leaf.nodeKey} is ${attribute.type}, which no filter compares`;
      return { path: `${path}.nodeKey`, message };
    }
    for (const [index, code] of leaf.codes.entries()) {
      const read = attributeFilterValue(attribute, code);
      if ('problem' in read) return { path: `${path}.codes[${index}]`, message: read.problem };
    }
  }
  return null;
}
