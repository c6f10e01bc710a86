import { describe, expect, it } from 'vitest';
import { conditionWithin } from './condition-within';
import type {
  CodeCondition,
  FilterCondition,
  FilterConditionNode,
  FilterNodeType,
} from './filter-types';
import { foldItemCondition } from './item-condition';
import { foldMediaCondition } from './media-condition';
import { foldPlayerCondition } from './player-condition';

const leaf = (nodeType: FilterNodeType, codes: string[], codeCondition: CodeCondition = 'In') => ({
  nodeType,
  nodeKey: nodeType,
  codes,
  codeCondition,
});
const and = (...subNodes: FilterConditionNode[]): FilterCondition => ({
  operator: 'AND',
  subNodes,
});
const or = (...subNodes: FilterConditionNode[]): FilterCondition => ({ operator: 'OR', subNodes });

const inL1 = and(leaf('Locations', ['L1']));
const screensWithin = (inner: FilterCondition | null, ...outers: (FilterCondition | null)[]) =>
  conditionWithin(inner, outers, foldPlayerCondition);

describe('conditionWithin', () => {
  it.each<[string, FilterCondition | null]>([
    ['the same condition', and(leaf('Locations', ['L1']))],
    ['the same leaf under another key', and({ ...leaf('Locations', ['L1']), nodeKey: 'x' })],
    ['the condition ANDed with more', and(leaf('Locations', ['L1']), leaf('Tags', ['t']))],
    ['the condition nested in an AND', and(leaf('Players', ['p1']), inL1)],
    ['fewer In codes', and(leaf('Locations', []), leaf('Locations', ['L1']))],
    [
      'an OR of parts each within',
      or(and(inL1, leaf('Tags', ['a'])), and(inL1, leaf('Tags', ['b']))),
    ],
  ])('holds for %s', (_, inner) => {
    expect(screensWithin(inner, inL1)).toBe(true);
  });

  it.each<[string, FilterCondition | null]>([
    ['no condition (every screen)', null],
    ['a condition of nothing but empty leaves', and(leaf('Locations', []))],
    ['a condition of another dimension only', and(leaf('Media', ['m1']))],
    ['another location', and(leaf('Locations', ['L2']))],
    ['more In codes', and(leaf('Locations', ['L1', 'L2']))],
    ['the condition ORed with more', or(inL1, leaf('Tags', ['t']))],
    ['its negation', and(leaf('Locations', ['L1'], 'NotIn'))],
    ['a screen named outside it', and(leaf('Players', ['p2']))],
  ])('fails for %s', (_, inner) => {
    expect(screensWithin(inner, inL1)).toBe(false);
  });

  it('narrows NotIn by naming more codes, never fewer', () => {
    const notL1 = and(leaf('Locations', ['L1'], 'NotIn'));
    expect(screensWithin(and(leaf('Locations', ['L1', 'L2'], 'NotIn')), notL1)).toBe(true);
    expect(screensWithin(and(leaf('Locations', ['L2'], 'NotIn')), notL1)).toBe(false);
  });

  it('takes every outer as one union', () => {
    const inL2 = and(leaf('Locations', ['L2']));
    const both = or(leaf('Locations', ['L1']), leaf('Locations', ['L2']));
    expect(screensWithin(both, inL1, inL2)).toBe(true);
    expect(screensWithin(both, inL1)).toBe(false);
    expect(screensWithin(inL2)).toBe(false);
  });

  it('lets anything within an outer that restricts nothing', () => {
    expect(screensWithin(null, null)).toBe(true);
    expect(screensWithin(null, inL1, and(leaf('Media', ['m1'])))).toBe(true);
  });

  it('reads an attribute leaf as its attribute, so one under another key says nothing', () => {
    const coffee = { ...leaf('Attribute', ['Coffee']), nodeKey: 'category' };
    const named = { ...coffee, nodeKey: 'name' };
    const items = and(coffee);
    expect(
      conditionWithin(and(coffee, leaf('SearchText', ['x'])), [items], foldItemCondition),
    ).toBe(true);
    expect(conditionWithin(and(named), [items], foldItemCondition)).toBe(false);
  });

  it('lets attribute leaves restrict neither screens nor media', () => {
    const coffee = and({ ...leaf('Attribute', ['Coffee']), nodeKey: 'category' });
    expect(screensWithin(coffee, inL1)).toBe(false);
    expect(screensWithin(and(leaf('Locations', ['L1']), coffee.subNodes[0]!), inL1)).toBe(true);
    expect(conditionWithin(coffee, [and(leaf('Tags', ['t']))], foldMediaCondition)).toBe(false);
  });

  it('reads each dimension by its own leaves', () => {
    const tagged = and(leaf('Tags', ['t']));
    const taggedInL1 = and(leaf('Tags', ['t']), leaf('Locations', ['L1']));
    expect(conditionWithin(taggedInL1, [tagged], foldMediaCondition)).toBe(true);
    expect(conditionWithin(tagged, [taggedInL1], foldMediaCondition)).toBe(true);
    expect(conditionWithin(tagged, [taggedInL1], foldPlayerCondition)).toBe(false);
  });
});
