import type { CodeCondition, FilterConditionLeaf, FilterNodeType } from '@marquee/domain';

/** A condition leaf as the filter builder sends it: keyed by its node type. */
export function filterLeaf(
  nodeType: FilterNodeType,
  codes: string[],
  codeCondition: CodeCondition = 'In',
): FilterConditionLeaf {
  return { nodeType, nodeKey: nodeType, codes, codeCondition };
}
