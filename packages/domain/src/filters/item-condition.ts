import { foldCondition, type ConditionFold } from './fold-condition';
import type { FilterCondition, FilterConditionLeaf } from './filter-types';

/**
 * The node types that say something about an item (a fact): its text (SearchText) and the value
 * of one of its attributes (Attribute, the attribute's code as `nodeKey`). Screens' and media's
 * node types restrict no item.
 */
export const itemNodeTypes = ['SearchText', 'Attribute'] as const;
export type ItemNodeType = (typeof itemNodeTypes)[number];

export type ItemConditionLeaf = FilterConditionLeaf & { nodeType: ItemNodeType };

export const isItemLeaf = (leaf: FilterConditionLeaf): leaf is ItemConditionLeaf =>
  (itemNodeTypes as readonly string[]).includes(leaf.nodeType);

/** Reads a condition for the item dimension; null when it restricts no item. */
export function foldItemCondition<T>(
  condition: FilterCondition | null | undefined,
  fold: ConditionFold<ItemConditionLeaf, T>,
): T | null {
  return foldCondition(condition, isItemLeaf, fold);
}
