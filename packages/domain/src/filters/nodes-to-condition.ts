import type {
  FilterCondition,
  FilterConditionLeaf,
  FilterConditionNode,
  FilterNode,
  FilterNodeType,
} from './filter-types';

/** A node with no codes (or only blank text) restricts nothing, so it is left out. */
function toLeaf(node: FilterNode): FilterConditionLeaf | null {
  const codes = node.codes.map((code) => code.trim()).filter((code) => code !== '');
  if (codes.length === 0) return null;
  return {
    nodeType: node.nodeType,
    nodeKey: node.nodeKey,
    codes: [...new Set(codes)],
    codeCondition: node.codeCondition,
  };
}

/**
 * Builds the condition for the builder's rows. AND binds tighter than OR, as
 * a reader of "A AND B OR C" expects: the result is an OR of AND groups, with
 * single-member groups collapsed. Returns null when nothing is left to filter.
 */
export function nodesToCondition(nodes: readonly FilterNode[]): FilterCondition | null {
  const groups: FilterConditionLeaf[][] = [];
  for (const node of nodes) {
    const leaf = toLeaf(node);
    if (!leaf) continue;
    const current = groups.at(-1);
    if (current && node.operator === 'AND') current.push(leaf);
    else groups.push([leaf]);
  }
  if (groups.length === 0) return null;
  const [only] = groups;
  if (groups.length === 1 && only) return { operator: 'AND', subNodes: only };
  const subNodes: FilterConditionNode[] = groups.map((group) =>
    group.length === 1 && group[0] ? group[0] : { operator: 'AND', subNodes: group },
  );
  return { operator: 'OR', subNodes };
}

/** A new builder row: condition In, operator AND (spec 002 section 4). */
export function createFilterNode(nodeType: FilterNodeType, nodeKey: string = nodeType): FilterNode {
  return { nodeType, nodeKey, codes: [], codeCondition: 'In', operator: 'AND' };
}
