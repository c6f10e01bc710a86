import type { CodeCondition, FilterConditionLeaf, FilterNodeType } from '@marquee/domain';

/** A condition leaf as the filter builder sends it: keyed by its node type. */
export function filterLeaf(
  nodeType: FilterNodeType,
  codes: string[],
  codeCondition: CodeCondition = 'In',
): FilterConditionLeaf {
  return { nodeType, nodeKey: nodeType, codes, codeCondition };
}

/**
 * A condition that selects every screen (no screen has this code). A broadcast group needs such
 * a condition to reach them all: one that says nothing of screens reaches none.
 */
export const everyScreen = {
  operator: 'AND' as const,
  subNodes: [filterLeaf('Players', ['no-such-screen'], 'NotIn')],
};
