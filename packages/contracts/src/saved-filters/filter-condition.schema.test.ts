import { createFilterNode, nodesToCondition, type FilterNode } from '@marquee/domain';
import { describe, expect, it } from 'vitest';
import { filterConditionSchema, maxConditionCodes } from './filter-condition.schema';

function problems(value: unknown): string[] {
  const result = filterConditionSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const leaf = (codes: string[] = ['c1']) => ({ ...createFilterNode('Tags'), codes });

describe('filter condition schema', () => {
  it('accepts what the builder makes: an OR of AND groups with In and NotIn', () => {
    const nodes: FilterNode[] = [
      { ...leaf(), operator: 'AND' },
      { ...createFilterNode('Clients'), codes: ['a'], operator: 'AND', codeCondition: 'NotIn' },
      { ...createFilterNode('SearchText'), codes: ['hall'], operator: 'OR' },
    ];
    const condition = nodesToCondition(nodes);
    expect(filterConditionSchema.parse(condition)).toEqual(condition);
  });

  it('names the field of a bad node rather than the union', () => {
    const bad = { operator: 'AND', subNodes: [{ ...leaf(), nodeType: 'Weather' }] };
    expect(problems(bad)[0]).toMatch(/^nodeType: /);
  });

  it('bounds depth and the number of codes', () => {
    let deep: object = leaf();
    for (let level = 0; level < 5; level += 1) deep = { operator: 'OR', subNodes: [deep] };
    expect(problems(deep).join()).toContain('nest at most 4 levels');
    const many = Array.from({ length: maxConditionCodes + 1 }, (_, index) => `c${index}`);
    expect(problems({ operator: 'AND', subNodes: [leaf(many)] })).not.toEqual([]);
  });

  it('needs at least one node', () => {
    expect(problems({ operator: 'AND', subNodes: [] })).toEqual([
      'a filter needs at least one condition',
    ]);
  });
});
