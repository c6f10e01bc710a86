import {
  isConditionGroup,
  type FilterCondition,
  type FilterConditionNode,
  type FilterNode,
  type FilterOperator,
} from './filter-types';

/** A condition with no sub-conditions counts as no filter. */
export function isEmptyCondition(condition: FilterCondition | null | undefined): boolean {
  return !condition || !hasLeaf(condition);
}

function hasLeaf(node: FilterConditionNode): boolean {
  return isConditionGroup(node) ? node.subNodes.some(hasLeaf) : node.codes.length > 0;
}

/**
 * Flattens a condition (a saved filter's included) back into builder rows.
 * Each leaf is joined by the operator of the group that holds it; the first
 * leaf of a nested group takes its parent's operator, so an OR of AND groups
 * comes back as the rows it was built from. Deeper trees flatten the same way.
 */
export function conditionToNodes(condition: FilterCondition | null | undefined): FilterNode[] {
  if (isEmptyCondition(condition) || !condition) return [];
  const nodes: FilterNode[] = [];
  const walk = (node: FilterConditionNode, joinedBy: FilterOperator) => {
    if (!isConditionGroup(node)) {
      if (node.codes.length === 0) return;
      nodes.push({ ...node, codes: [...node.codes], operator: joinedBy });
      return;
    }
    node.subNodes.forEach((child, index) => walk(child, index === 0 ? joinedBy : node.operator));
  };
  walk(condition, 'AND');
  return nodes;
}
