import { describe, expect, it } from 'vitest';
import { conditionLimits, readCondition } from './read-condition';

const clients = { nodeType: 'Clients', nodeKey: 'Clients', codes: ['C1'], codeCondition: 'In' };

function problemOf(value: unknown) {
  const read = readCondition(value);
  return 'problem' in read ? read.problem : null;
}

describe('readCondition', () => {
  it('reads no condition as null', () => {
    expect(readCondition(null)).toEqual({ condition: null });
    expect(readCondition(undefined)).toEqual({ condition: null });
  });

  it('returns a well-formed condition as it is, with its filter code', () => {
    const condition = {
      filterCode: 'F1',
      operator: 'OR',
      subNodes: [clients, { operator: 'AND', subNodes: [{ ...clients, codeCondition: 'NotIn' }] }],
    };
    expect(readCondition(condition)).toEqual({ condition });
  });

  it('gives a leaf without a node key its node type as key', () => {
    const { nodeKey: _key, ...withoutKey } = clients;
    expect(readCondition({ operator: 'AND', subNodes: [withoutKey] })).toEqual({
      condition: { operator: 'AND', subNodes: [clients] },
    });
  });

  it('names where a condition goes wrong and why', () => {
    expect(problemOf('Clients')).toMatchObject({ path: '' });
    expect(problemOf({ operator: 'XOR', subNodes: [] })).toMatchObject({ path: 'operator' });
    expect(problemOf({ operator: 'AND', subNodes: {} })).toMatchObject({ path: 'subNodes' });
    expect(problemOf({ operator: 'AND', subNodes: [7] })).toMatchObject({ path: 'subNodes[0]' });
    const nested = (leaf: object) => ({
      operator: 'AND',
      subNodes: [clients, { operator: 'OR', subNodes: [leaf] }],
    });
    expect(problemOf(nested({ ...clients, nodeType: 'Planets' }))).toEqual({
      path: 'subNodes[1].subNodes[0].nodeType',
      message: expect.stringContaining('Clients'),
    });
    expect(problemOf(nested({ ...clients, codeCondition: 'in' }))).toMatchObject({
      path: 'subNodes[1].subNodes[0].codeCondition',
    });
    expect(problemOf(nested({ ...clients, nodeKey: 3 }))).toMatchObject({
      path: 'subNodes[1].subNodes[0].nodeKey',
    });
    expect(problemOf(nested({ ...clients, codes: 'C1' }))).toMatchObject({
      path: 'subNodes[1].subNodes[0].codes',
    });
    expect(problemOf(nested({ ...clients, codes: ['C1', 2] }))).toMatchObject({
      path: 'subNodes[1].subNodes[0].codes[1]',
    });
  });

  it('refuses conditions beyond its limits', () => {
    const longCode = 'x'.repeat(conditionLimits.codeLength + 1);
    expect(
      problemOf({ operator: 'AND', subNodes: [{ ...clients, codes: [longCode] }] }),
    ).toMatchObject({ path: 'subNodes[0].codes[0]' });
    const wide = { operator: 'OR', subNodes: Array(conditionLimits.subNodes + 1).fill(clients) };
    expect(problemOf(wide)).toMatchObject({ path: 'subNodes' });
    let deep: object = { operator: 'AND', subNodes: [clients] };
    for (let level = 0; level < conditionLimits.depth; level += 1) {
      deep = { operator: 'AND', subNodes: [deep] };
    }
    expect(problemOf(deep)?.message).toContain('deep');
  });
});
