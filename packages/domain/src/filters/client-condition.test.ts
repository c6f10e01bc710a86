import { describe, expect, it } from 'vitest';
import { conditionLeaves, foldClientCondition, matchesClient } from './client-condition';
import type {
  CodeCondition,
  FilterCondition,
  FilterConditionLeaf,
  FilterConditionNode,
  FilterNodeType,
} from './filter-types';

function leaf(
  nodeType: FilterNodeType,
  codes: string[],
  codeCondition: CodeCondition = 'In',
): FilterConditionLeaf {
  return { nodeType, nodeKey: nodeType, codes, codeCondition };
}
const all = (...subNodes: FilterConditionNode[]): FilterCondition => ({
  operator: 'AND',
  subNodes,
});
const any = (...subNodes: FilterConditionNode[]): FilterCondition => ({ operator: 'OR', subNodes });

const bakery = { clientCode: 'C1', clientName: 'Bakery Berg', organizationCodes: ['North'] };
const cinema = { clientCode: 'C2', clientName: 'Cinema City', organizationCodes: ['North', 'Big'] };
const arcade = { clientCode: 'C3', clientName: 'Arcade', organizationCodes: [] };
const clients = [bakery, cinema, arcade];

function reached(condition: FilterCondition | null | undefined) {
  return clients.filter((client) => matchesClient(condition, client)).map((c) => c.clientCode);
}

describe('matchesClient', () => {
  it('matches every client when there is no condition or it has no sub-conditions', () => {
    expect(reached(null)).toEqual(['C1', 'C2', 'C3']);
    expect(reached(undefined)).toEqual(['C1', 'C2', 'C3']);
    expect(reached(all())).toEqual(['C1', 'C2', 'C3']);
    expect(reached(any(all(), any()))).toEqual(['C1', 'C2', 'C3']);
  });

  it('leaves out leaves without codes', () => {
    expect(reached(all(leaf('Clients', [])))).toEqual(['C1', 'C2', 'C3']);
    expect(reached(any(leaf('Clients', []), leaf('Clients', ['C3'])))).toEqual(['C3']);
    expect(reached(all(leaf('Organization', [], 'NotIn')))).toEqual(['C1', 'C2', 'C3']);
  });

  it('reads Clients In and NotIn against the account code', () => {
    expect(reached(all(leaf('Clients', ['C1', 'C3'])))).toEqual(['C1', 'C3']);
    expect(reached(all(leaf('Clients', ['C1', 'C3'], 'NotIn')))).toEqual(['C2']);
    expect(reached(all(leaf('Clients', ['nobody'])))).toEqual([]);
  });

  it('reads Organization In and NotIn against the organizations the account belongs to', () => {
    expect(reached(all(leaf('Organization', ['North'])))).toEqual(['C1', 'C2']);
    expect(reached(all(leaf('Organization', ['Big', 'Other'])))).toEqual(['C2']);
    expect(reached(all(leaf('Organization', ['North'], 'NotIn')))).toEqual(['C3']);
  });

  it('reads SearchText as part of the name, in any case', () => {
    expect(reached(all(leaf('SearchText', ['city', 'ARC'])))).toEqual(['C2', 'C3']);
    expect(reached(all(leaf('SearchText', ['berg'], 'NotIn')))).toEqual(['C2', 'C3']);
  });

  it('joins a group by AND or by OR', () => {
    const north = leaf('Organization', ['North']);
    expect(reached(all(north, leaf('Clients', ['C2'], 'NotIn')))).toEqual(['C1']);
    expect(reached(any(north, leaf('Clients', ['C3'])))).toEqual(['C1', 'C2', 'C3']);
    expect(reached(any(leaf('Clients', ['C1']), leaf('Clients', ['C3'])))).toEqual(['C1', 'C3']);
  });

  it('reads nested groups', () => {
    const condition = any(
      all(leaf('Organization', ['North']), leaf('SearchText', ['cinema'], 'NotIn')),
      all(leaf('Clients', ['C3']), any(leaf('SearchText', ['arc']), leaf('Clients', ['C9']))),
    );
    expect(reached(condition)).toEqual(['C1', 'C3']);
    expect(reached(all(any(all(leaf('Clients', ['C2'])))))).toEqual(['C2']);
  });

  it('lets node types of other dimensions restrict nothing', () => {
    expect(reached(all(leaf('Tags', ['t1'])))).toEqual(['C1', 'C2', 'C3']);
    expect(reached(all(leaf('Players', ['p1'], 'NotIn'), leaf('Clients', ['C2'])))).toEqual(['C2']);
    // Left out rather than read as true, so an OR with one still restricts.
    expect(reached(any(leaf('Tags', ['t1']), leaf('Clients', ['C2'])))).toEqual(['C2']);
  });

  it('ignores the saved filter code', () => {
    expect(reached({ ...all(leaf('Clients', ['C1'])), filterCode: 'F1' })).toEqual(['C1']);
  });
});

describe('foldClientCondition', () => {
  it('returns null for a condition that does not restrict clients', () => {
    const fold = { leaf: () => 'leaf', group: () => 'group' };
    expect(foldClientCondition(null, fold)).toBeNull();
    expect(foldClientCondition(all(leaf('Tags', ['t']), any()), fold)).toBeNull();
  });

  it('visits what is left, group by group', () => {
    const text = foldClientCondition(
      any(leaf('Clients', ['C1']), all(leaf('Media', ['m']), leaf('Organization', ['O'], 'NotIn'))),
      {
        leaf: (l) => `${l.nodeType} ${l.codeCondition} ${l.codes.join(',')}`,
        group: (operator, parts) => `(${parts.join(` ${operator} `)})`,
      },
    );
    expect(text).toBe('(Clients In C1 OR (Organization NotIn O))');
  });
});

describe('conditionLeaves', () => {
  it('names where each leaf sits', () => {
    const condition = any(leaf('Clients', ['C1']), all(leaf('Tags', ['t']), any()));
    expect(conditionLeaves(condition).map(({ path, leaf: l }) => [path, l.nodeType])).toEqual([
      ['subNodes[0]', 'Clients'],
      ['subNodes[1].subNodes[0]', 'Tags'],
    ]);
  });
});
