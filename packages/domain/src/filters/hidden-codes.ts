import { conditionLeaves } from './client-condition';
import {
  isConditionGroup,
  type FilterCondition,
  type FilterConditionGroup,
  type FilterConditionLeaf,
  type FilterConditionNode,
} from './filter-types';

/**
 * The screen and media codes a reader may see, by node type; a type left out is seen whole. A
 * reader with a limited scope reads a condition without the other codes, and saves it back with
 * them kept (`withHiddenCodes`), so that an edit never drops entries the reader could not see.
 */
export type VisibleCodes = Partial<Record<'Players' | 'Media', ReadonlySet<string>>>;

const isHidden = (leaf: FilterConditionLeaf, code: string, visible: VisibleCodes) => {
  const seen =
    leaf.nodeType === 'Players' || leaf.nodeType === 'Media' ? visible[leaf.nodeType] : undefined;
  return seen !== undefined && !seen.has(code);
};

/**
 * A node with only the codes the reader may see left in its Players and Media leaves; a leaf or
 * group the reader sees none of goes too, so what remains is still a condition an editor can
 * send back. A reader who sees everything gets the node as it is.
 */
export function visiblePartOf(
  node: FilterConditionNode,
  visible: VisibleCodes,
): FilterConditionNode | null {
  if (isConditionGroup(node)) {
    const subNodes = node.subNodes.flatMap((child) => visiblePartOf(child, visible) ?? []);
    return subNodes.length || !node.subNodes.length ? { ...node, subNodes } : null;
  }
  const codes = node.codes.filter((code) => !isHidden(node, code, visible));
  return codes.length ? { ...node, codes } : null;
}

/** The distinct codes of a condition's Players and Media leaves that the reader may not see. */
export function hiddenCodesOf(condition: FilterCondition, visible: VisibleCodes) {
  const hidden = { Players: new Set<string>(), Media: new Set<string>() };
  for (const { leaf } of conditionLeaves(condition)) {
    for (const code of leaf.codes) {
      if (isHidden(leaf, code, visible)) hidden[leaf.nodeType as keyof typeof hidden].add(code);
    }
  }
  return hidden;
}

const sameLeaf = (a: FilterConditionLeaf, b: FilterConditionLeaf) =>
  a.nodeType === b.nodeType && a.nodeKey === b.nodeKey && a.codeCondition === b.codeCondition;

const holdsHidden = (node: FilterConditionNode, visible: VisibleCodes): boolean =>
  isConditionGroup(node)
    ? node.subNodes.some((child) => holdsHidden(child, visible))
    : node.codes.some((code) => isHidden(node, code, visible));

/**
 * What a reader with a limited scope sends back (`incoming`, edited from `visiblePartOf(stored)`),
 * with the stored codes they could not see put back where they stood:
 * - a stored leaf the reader saw part of goes back into the incoming leaf of the same group with
 *   the same type, key and In or NotIn (the first not yet taken), and a stored group into the
 *   incoming group at the same place among the groups, merged likewise;
 * - a stored leaf or group the reader saw none of, or whose visible part they removed, is added
 *   to the incoming group as it stood (a leaf with only its hidden codes), so that the owner's
 *   entries stay in the group whose AND or OR joined them.
 */
export function withHiddenCodes<G extends FilterConditionGroup>(
  stored: FilterConditionGroup,
  incoming: G,
  visible: VisibleCodes,
): G {
  const subNodes = [...incoming.subNodes];
  const taken = new Set<number>();
  const incomingGroups = subNodes.flatMap((node, index) => (isConditionGroup(node) ? [index] : []));
  let groupsSeen = 0;
  const added: FilterConditionNode[] = [];
  for (const node of stored.subNodes) {
    const seen = visiblePartOf(node, visible);
    if (isConditionGroup(node)) {
      const at = seen ? incomingGroups[groupsSeen++] : undefined;
      const match = at === undefined ? undefined : subNodes[at];
      if (at !== undefined && match && isConditionGroup(match)) {
        taken.add(at);
        subNodes[at] = withHiddenCodes(node, match, visible);
      } else if (holdsHidden(node, visible)) added.push(node);
      continue;
    }
    const hidden = node.codes.filter((code) => isHidden(node, code, visible));
    if (!hidden.length) continue;
    const at = seen
      ? subNodes.findIndex(
          (other, index) => !taken.has(index) && !isConditionGroup(other) && sameLeaf(other, node),
        )
      : -1;
    const match = subNodes[at];
    if (match && !isConditionGroup(match)) {
      taken.add(at);
      subNodes[at] = { ...match, codes: [...new Set([...match.codes, ...hidden])] };
    } else added.push({ ...node, codes: hidden });
  }
  return { ...incoming, subNodes: [...subNodes, ...added] };
}
