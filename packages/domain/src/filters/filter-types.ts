/**
 * The filter builder's node types (spec 002 section 4), and Attribute for item filters (spec 002
 * "Item/attribute filter"): its `nodeKey` names the attribute and its codes are values.
 */
export const filterNodeTypes = [
  'Locations',
  'Aspects',
  'Tags',
  'Players',
  'Media',
  'Layers',
  'Organization',
  'Clients',
  'PlayerStatus',
  'SearchText',
  'Attribute',
] as const;
export type FilterNodeType = (typeof filterNodeTypes)[number];

/**
 * Whether a leaf's `nodeKey` says what its codes are (the attribute of an Attribute leaf), so
 * two leaves with the same codes under different keys select different rows. Other node types
 * name their codes by the type alone.
 */
export const isKeyedNodeType = (nodeType: FilterNodeType) => nodeType === 'Attribute';

export const codeConditions = ['In', 'NotIn'] as const;
export type CodeCondition = (typeof codeConditions)[number];

export const filterOperators = ['AND', 'OR'] as const;
export type FilterOperator = (typeof filterOperators)[number];

/**
 * One row of the builder. `operator` joins this node to the one before it,
 * so the first node's operator carries no meaning.
 */
export interface FilterNode {
  nodeType: FilterNodeType;
  nodeKey: string;
  codes: string[];
  codeCondition: CodeCondition;
  operator: FilterOperator;
}

/** A leaf of a condition: one node without its joining operator. */
export type FilterConditionLeaf = Omit<FilterNode, 'operator'>;

export interface FilterConditionGroup {
  operator: FilterOperator;
  subNodes: FilterConditionNode[];
}

export type FilterConditionNode = FilterConditionLeaf | FilterConditionGroup;

/** The root of a condition; a saved filter also carries its code. */
export interface FilterCondition extends FilterConditionGroup {
  filterCode?: string;
}

export function isConditionGroup(node: FilterConditionNode): node is FilterConditionGroup {
  return 'subNodes' in node;
}
