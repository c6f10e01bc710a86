import { foldCondition, type ConditionFold } from './fold-condition';
import {
  isConditionGroup,
  type FilterCondition,
  type FilterConditionLeaf,
  type FilterConditionNode,
  type FilterNodeType,
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

/**
 * Reads a condition for the client dimension; null when it does not restrict clients (no
 * condition, or nothing left once the leaves of other dimensions are left out).
 */
export function foldClientCondition<T>(
  condition: FilterCondition | null | undefined,
  fold: ConditionFold<ClientConditionLeaf, T>,
): T | null {
  return foldCondition(
    condition,
    (leaf): leaf is ClientConditionLeaf => isClientNodeType(leaf.nodeType),
    fold,
  );
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
