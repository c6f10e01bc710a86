import type { ConditionFold } from './fold-condition';
import {
  isKeyedNodeType,
  type FilterCondition,
  type FilterConditionLeaf,
  type FilterOperator,
} from './filter-types';

/** How one dimension (screens, media) reads a condition: `foldPlayerCondition` or the media one. */
export type DimensionFold = <T>(
  condition: FilterCondition | null | undefined,
  fold: ConditionFold<FilterConditionLeaf, T>,
) => T | null;

type Tree = { leaf: FilterConditionLeaf } | { operator: FilterOperator; parts: Tree[] };

const isGroup = (tree: Tree): tree is { operator: FilterOperator; parts: Tree[] } =>
  'parts' in tree;

/**
 * Whether leaf `a` holding makes leaf `b` hold: both test the same thing (an attribute leaf the
 * same attribute). In holds when any code matches, so fewer codes select less; NotIn holds when
 * none does, so more codes select less.
 */
function leafImplies(a: FilterConditionLeaf, b: FilterConditionLeaf): boolean {
  if (a.nodeType !== b.nodeType || a.codeCondition !== b.codeCondition) return false;
  if (isKeyedNodeType(a.nodeType) && a.nodeKey !== b.nodeKey) return false;
  const [fewer, more] = a.codeCondition === 'In' ? [a.codes, b.codes] : [b.codes, a.codes];
  const known = new Set(more);
  return fewer.every((code) => known.has(code));
}

/**
 * Whether `inner` holding makes `outer` hold, by their shape alone: an OR is implied by any one
 * of its parts and implies only what each of its parts implies; an AND implies what any one of
 * its parts implies and is implied only by what implies each of its parts. Each answer is
 * remembered, so a pair of subtrees is compared once.
 */
function implies(inner: Tree, outer: Tree, seen = new Map<Tree, Map<Tree, boolean>>()): boolean {
  const known = seen.get(inner)?.get(outer);
  if (known !== undefined) return known;
  const follows = (a: Tree, b: Tree) => implies(a, b, seen);
  let answer: boolean;
  if (isGroup(inner) && inner.operator === 'OR') {
    answer = inner.parts.every((part) => follows(part, outer));
  } else if (isGroup(outer) && outer.operator === 'AND') {
    answer = outer.parts.every((part) => follows(inner, part));
  } else {
    answer =
      (isGroup(inner) && inner.parts.some((part) => follows(part, outer))) ||
      (isGroup(outer) && outer.parts.some((part) => follows(inner, part))) ||
      (!isGroup(inner) && !isGroup(outer) && leafImplies(inner.leaf, outer.leaf));
  }
  seen.set(inner, (seen.get(inner) ?? new Map<Tree, boolean>()).set(outer, answer));
  return answer;
}

const treeOf = (condition: FilterCondition | null, fold: DimensionFold) =>
  fold<Tree>(condition, {
    leaf: (leaf) => ({ leaf }),
    group: (operator, parts) => ({ operator, parts }),
  });

/** Whether a condition restricts the dimension at all; one that does not selects every row. */
export function restrictsDimension(condition: FilterCondition | null, fold: DimensionFold) {
  return treeOf(condition, fold) !== null;
}

/**
 * Whether everything `inner` selects in one dimension is certainly selected by one of `outers`
 * (a row any of them selects), whatever the rows hold now or later. Decided on the conditions'
 * shape, as the dimension reads them (leaves of other dimensions and leaves without codes say
 * nothing): `inner` must equal one of them, narrow it (fewer In codes, more NotIn codes), add
 * AND parts to it, or be an OR of parts each within one. A condition that restricts nothing
 * selects everything, so it is within only an outer that restricts nothing. Anything else,
 * even what happens to select the same rows today, is not within.
 */
export function conditionWithin(
  inner: FilterCondition | null,
  outers: readonly (FilterCondition | null)[],
  fold: DimensionFold,
): boolean {
  const trees = outers.map((outer) => treeOf(outer, fold));
  if (trees.some((tree) => tree === null)) return true;
  const innerTree = treeOf(inner, fold);
  if (!innerTree) return false;
  const union: Tree = { operator: 'OR', parts: trees as Tree[] };
  return implies(innerTree, union);
}
