import {
  codeConditions,
  filterNodeTypes,
  filterOperators,
  type FilterCondition,
  type FilterConditionNode,
} from './filter-types';

/** Bounds that keep a condition, and the database predicate made of it, small. */
export const conditionLimits = { depth: 8, subNodes: 200, codes: 10_000, codeLength: 200 };

/** Where a condition went wrong (`subNodes[1].codeCondition`) and why. */
export interface ConditionProblem {
  path: string;
  message: string;
}

type Read = { node: FilterConditionNode } | { problem: ConditionProblem };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function oneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

const at = (path: string, key: string) => (path ? `${path}.${key}` : key);

function readLeaf(value: Record<string, unknown>, path: string): Read {
  const problem = (key: string, message: string): Read => ({
    problem: { path: at(path, key), message },
  });
  const { nodeType, nodeKey, codeCondition, codes } = value;
  if (!oneOf(filterNodeTypes, nodeType)) {
    return problem('nodeType', `expected one of ${filterNodeTypes.join(', ')}`);
  }
  if (!oneOf(codeConditions, codeCondition)) {
    return problem('codeCondition', 'expected In or NotIn');
  }
  if (nodeKey !== undefined && typeof nodeKey !== 'string') {
    return problem('nodeKey', 'expected text');
  }
  if (!Array.isArray(codes) || codes.length > conditionLimits.codes) {
    return problem('codes', `expected a list of at most ${conditionLimits.codes} codes`);
  }
  const wrong = codes.findIndex(
    (code) => typeof code !== 'string' || code.length > conditionLimits.codeLength,
  );
  if (wrong >= 0) {
    return problem(
      `codes[${wrong}]`,
      `expected text of at most ${conditionLimits.codeLength} characters`,
    );
  }
  return {
    node: { nodeType, nodeKey: nodeKey ?? nodeType, codes: codes as string[], codeCondition },
  };
}

function readNode(value: unknown, path: string, depth: number): Read {
  if (!isRecord(value)) return { problem: { path, message: 'expected a group or a node' } };
  if (!('subNodes' in value)) return readLeaf(value, path);
  const { operator, subNodes } = value;
  if (!oneOf(filterOperators, operator)) {
    return { problem: { path: at(path, 'operator'), message: 'expected AND or OR' } };
  }
  if (!Array.isArray(subNodes) || subNodes.length > conditionLimits.subNodes) {
    const message = `expected a list of at most ${conditionLimits.subNodes} sub-conditions`;
    return { problem: { path: at(path, 'subNodes'), message } };
  }
  if (depth >= conditionLimits.depth) {
    const message = `groups nest at most ${conditionLimits.depth} deep`;
    return { problem: { path: at(path, 'subNodes'), message } };
  }
  const nodes: FilterConditionNode[] = [];
  for (const [index, child] of subNodes.entries()) {
    const read = readNode(child, at(path, `subNodes[${index}]`), depth + 1);
    if ('problem' in read) return read;
    nodes.push(read.node);
  }
  return { node: { operator, subNodes: nodes } };
}

/**
 * Checks a condition that arrives as plain JSON (a saved filter, a stored role) and returns
 * it typed, or the first problem found. Null and undefined are no condition.
 */
export function readCondition(
  value: unknown,
): { condition: FilterCondition | null } | { problem: ConditionProblem } {
  if (value === null || value === undefined) return { condition: null };
  if (!isRecord(value) || !('subNodes' in value)) {
    return { problem: { path: '', message: 'expected a group with operator and subNodes' } };
  }
  const read = readNode(value, '', 0);
  if ('problem' in read) return read;
  const filterCode = typeof value.filterCode === 'string' ? value.filterCode : undefined;
  const condition = read.node as FilterCondition;
  return { condition: filterCode === undefined ? condition : { ...condition, filterCode } };
}
