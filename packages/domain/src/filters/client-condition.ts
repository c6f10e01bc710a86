import {
  isConditionGroup,
  type FilterCondition,
  type FilterConditionLeaf,
  type FilterConditionNode,
  type FilterNodeType,
  type FilterOperator,
} from './filter-types';

/** The node types that say something about a client (customer account). */
export const clientNodeTypes = ['Clients', 'Organization', 'SearchText'] as const;
export type ClientNodeType = (typeof clientNodeTypes)[number];

export type ClientConditionLeaf = FilterConditionLeaf & { nodeType: ClientNodeType };

export function isClientNodeType(nodeType: FilterNodeType): nodeType is ClientNodeType {
  return (clientNodeTypes as readonly string[]).includes(nodeType);
}

/** What a clients filter can test of an account. */
export interface ClientFacts {
  clientCode: string;
  clientName: string;
  organizationCodes: readonly string[];
}

/** How to read each part of a pruned condition; see `foldClientCondition`. */
export interface ClientConditionFold<T> {
  leaf: (leaf: ClientConditionLeaf) => T;
  group: (operator: FilterOperator, parts: T[]) => T;
}

/**
 * Keeps what restricts clients. A leaf of another dimension (Tags, Players...) says nothing
 * about an account, so it is left out just as a leaf without codes is; a group left with
 * nothing is left out too. Null means the condition does not restrict clients at all.
 */
function prune(node: FilterConditionNode): FilterConditionNode | null {
  if (!isConditionGroup(node)) {
    return isClientNodeType(node.nodeType) && node.codes.length > 0 ? node : null;
  }
  const subNodes = node.subNodes.map(prune).filter((child) => child !== null);
  return subNodes.length > 0 ? { operator: node.operator, subNodes } : null;
}

/**
 * Reads a condition for the client dimension, leaf by leaf and group by group, so the
 * evaluator below and the database's predicate share one reading. Returns null when the
 * condition does not restrict clients (no condition, or nothing left after pruning).
 */
export function foldClientCondition<T>(
  condition: FilterCondition | null | undefined,
  fold: ClientConditionFold<T>,
): T | null {
  const pruned = condition ? prune(condition) : null;
  if (!pruned) return null;
  const walk = (node: FilterConditionNode): T =>
    isConditionGroup(node)
      ? fold.group(node.operator, node.subNodes.map(walk))
      : fold.leaf(node as ClientConditionLeaf);
  return walk(pruned);
}

/** Whether a leaf's codes hold the account: its code, an organization of it, or its name. */
function leafHolds(leaf: ClientConditionLeaf, client: ClientFacts): boolean {
  switch (leaf.nodeType) {
    case 'Clients':
      return leaf.codes.includes(client.clientCode);
    case 'Organization':
      return leaf.codes.some((code) => client.organizationCodes.includes(code));
    case 'SearchText': {
      const name = client.clientName.toLowerCase();
      return leaf.codes.some((text) => name.includes(text.toLowerCase()));
    }
  }
}

/**
 * Whether a clients filter's condition matches an account. In holds when any code matches,
 * NotIn when none does; a condition that does not restrict clients matches every account.
 */
export function matchesClient(
  condition: FilterCondition | null | undefined,
  client: ClientFacts,
): boolean {
  const matches = foldClientCondition<boolean>(condition, {
    leaf: (leaf) => leafHolds(leaf, client) === (leaf.codeCondition === 'In'),
    group: (operator, parts) => (operator === 'AND' ? parts.every(Boolean) : parts.some(Boolean)),
  });
  return matches ?? true;
}

/** Every leaf of a condition with where it sits (`subNodes[1].subNodes[0]`), for messages. */
export function conditionLeaves(
  condition: FilterCondition,
): Array<{ path: string; leaf: FilterConditionLeaf }> {
  const leaves: Array<{ path: string; leaf: FilterConditionLeaf }> = [];
  const walk = (node: FilterConditionNode, path: string) => {
    if (!isConditionGroup(node)) leaves.push({ path, leaf: node });
    else node.subNodes.forEach((child, index) => walk(child, `${path}.subNodes[${index}]`));
  };
  walk(condition, '');
  return leaves.map(({ path, leaf }) => ({ path: path.slice(1), leaf }));
}
