import {
  isConditionGroup,
  type FilterCondition,
  type FilterConditionLeaf,
  type FilterConditionNode,
  type FilterOperator,
} from './filter-types';

/** How to read each part of a pruned condition; see `foldCondition`. */
export interface ConditionFold<Leaf extends FilterConditionLeaf, T> {
  leaf: (leaf: Leaf) => T;
  group: (operator: FilterOperator, parts: T[]) => T;
}

/**
 * Reads a condition for one dimension (clients, media...), leaf by leaf and group by group, so
 * an in-memory evaluator and a database predicate share one reading. A leaf of another dimension
 * says nothing about this one, so it is left out just as a leaf without codes is; a group left
 * with nothing is left out too. Null: the condition does not restrict this dimension.
 */
export function foldCondition<Leaf extends FilterConditionLeaf, T>(
  condition: FilterCondition | null | undefined,
  isOfDimension: (leaf: FilterConditionLeaf) => leaf is Leaf,
  fold: ConditionFold<Leaf, T>,
): T | null {
  const prune = (node: FilterConditionNode): FilterConditionNode | null => {
    if (!isConditionGroup(node)) return isOfDimension(node) && node.codes.length > 0 ? node : null;
    const subNodes = node.subNodes.map(prune).filter((child) => child !== null);
    return subNodes.length > 0 ? { operator: node.operator, subNodes } : null;
  };
  const pruned = condition ? prune(condition) : null;
  if (!pruned) return null;
  const walk = (node: FilterConditionNode): T =>
    isConditionGroup(node)
      ? fold.group(node.operator, node.subNodes.map(walk))
      : fold.leaf(node as Leaf);
  return walk(pruned);
}
