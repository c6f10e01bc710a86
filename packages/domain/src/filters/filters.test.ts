import { describe, expect, it } from 'vitest';
import { conditionToNodes, isEmptyCondition } from './condition-to-nodes';
import type { FilterNode } from './filter-types';
import { createFilterNode, nodesToCondition } from './nodes-to-condition';

function node(
  nodeType: FilterNode['nodeType'],
  codes: string[],
  operator: FilterNode['operator'] = 'AND',
  codeCondition: FilterNode['codeCondition'] = 'In',
): FilterNode {
  return { nodeType, nodeKey: nodeType, codes, codeCondition, operator };
}

describe('createFilterNode', () => {
  it('starts with condition In and operator AND', () => {
    expect(createFilterNode('Tags')).toEqual({
      nodeType: 'Tags',
      nodeKey: 'Tags',
      codes: [],
      codeCondition: 'In',
      operator: 'AND',
    });
  });
});

describe('nodesToCondition', () => {
  it('returns null for no nodes and for nodes without codes', () => {
    expect(nodesToCondition([])).toBeNull();
    expect(nodesToCondition([node('Tags', []), node('SearchText', ['  '])])).toBeNull();
  });

  it('keeps one node as a single AND group with its In/NotIn condition', () => {
    expect(nodesToCondition([node('Locations', ['L1'], 'OR', 'NotIn')])).toEqual({
      operator: 'AND',
      subNodes: [
        { nodeType: 'Locations', nodeKey: 'Locations', codes: ['L1'], codeCondition: 'NotIn' },
      ],
    });
  });

  it('joins AND nodes in one group', () => {
    const condition = nodesToCondition([node('Tags', ['t1']), node('Aspects', ['16:9'], 'AND')]);
    expect(condition?.operator).toBe('AND');
    expect(condition?.subNodes).toHaveLength(2);
  });

  it('lets AND bind tighter than OR', () => {
    const condition = nodesToCondition([
      node('Tags', ['t1']),
      node('Locations', ['L1'], 'AND'),
      node('Players', ['P1'], 'OR', 'NotIn'),
    ]);
    expect(condition).toEqual({
      operator: 'OR',
      subNodes: [
        {
          operator: 'AND',
          subNodes: [
            { nodeType: 'Tags', nodeKey: 'Tags', codes: ['t1'], codeCondition: 'In' },
            { nodeType: 'Locations', nodeKey: 'Locations', codes: ['L1'], codeCondition: 'In' },
          ],
        },
        { nodeType: 'Players', nodeKey: 'Players', codes: ['P1'], codeCondition: 'NotIn' },
      ],
    });
  });

  it('trims text, drops blanks and duplicate codes', () => {
    const condition = nodesToCondition([node('SearchText', [' lobby ', '', 'lobby'])]);
    expect(condition?.subNodes[0]).toMatchObject({ codes: ['lobby'] });
  });

  it('skips empty nodes without breaking the operator chain', () => {
    const condition = nodesToCondition([
      node('Tags', ['t1']),
      node('Media', [], 'OR'),
      node('Layers', ['x'], 'OR'),
    ]);
    expect(condition?.operator).toBe('OR');
    expect(condition?.subNodes).toHaveLength(2);
  });
});

describe('isEmptyCondition', () => {
  it('counts missing conditions and conditions without sub-conditions as no filter', () => {
    expect(isEmptyCondition(null)).toBe(true);
    expect(isEmptyCondition(undefined)).toBe(true);
    expect(isEmptyCondition({ operator: 'AND', subNodes: [] })).toBe(true);
    expect(
      isEmptyCondition({ operator: 'OR', subNodes: [{ operator: 'AND', subNodes: [] }] }),
    ).toBe(true);
  });

  it('sees a leaf with codes as a filter', () => {
    expect(isEmptyCondition(nodesToCondition([node('Tags', ['t'])]))).toBe(false);
  });
});

describe('conditionToNodes', () => {
  it('returns no nodes for an empty condition', () => {
    expect(conditionToNodes({ operator: 'AND', subNodes: [], filterCode: 'F1' })).toEqual([]);
    expect(conditionToNodes(null)).toEqual([]);
  });

  it('round-trips the rows it was built from', () => {
    const rows = [
      node('Tags', ['t1']),
      node('Locations', ['L1', 'L2'], 'AND', 'NotIn'),
      node('Players', ['P1'], 'OR'),
      node('SearchText', ['hall'], 'OR'),
      node('Aspects', ['16:9'], 'AND'),
    ];
    expect(conditionToNodes(nodesToCondition(rows))).toEqual(rows);
  });

  it('reads a saved filter with a code and sub-nodes', () => {
    const nodes = conditionToNodes({
      filterCode: 'F-9',
      operator: 'OR',
      subNodes: [
        { nodeType: 'Media', nodeKey: 'Media', codes: ['m1'], codeCondition: 'In' },
        { nodeType: 'Clients', nodeKey: 'Clients', codes: ['c1'], codeCondition: 'NotIn' },
      ],
    });
    expect(nodes.map((n) => [n.nodeType, n.operator, n.codeCondition])).toEqual([
      ['Media', 'AND', 'In'],
      ['Clients', 'OR', 'NotIn'],
    ]);
  });

  it('flattens deeper trees and drops leaves without codes', () => {
    const nodes = conditionToNodes({
      operator: 'AND',
      subNodes: [
        {
          operator: 'OR',
          subNodes: [
            {
              operator: 'AND',
              subNodes: [
                { nodeType: 'Tags', nodeKey: 'Tags', codes: ['a'], codeCondition: 'In' },
                { nodeType: 'Tags', nodeKey: 'Tags', codes: [], codeCondition: 'In' },
              ],
            },
          ],
        },
        { nodeType: 'Layers', nodeKey: 'Layers', codes: ['l'], codeCondition: 'In' },
      ],
    });
    expect(nodes.map((n) => [n.nodeType, n.operator])).toEqual([
      ['Tags', 'AND'],
      ['Layers', 'AND'],
    ]);
  });

  it('copies codes so editing a node leaves the saved filter alone', () => {
    const saved = nodesToCondition([node('Tags', ['t1'])]);
    const [first] = conditionToNodes(saved);
    first?.codes.push('t2');
    expect(saved?.subNodes[0]).toMatchObject({ codes: ['t1'] });
  });
});
