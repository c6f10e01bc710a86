import {
  defaultMediaDuration,
  emptyGroup,
  newGroupKey,
  specGroupName,
  type BroadcastDraft,
} from './broadcast-draft';

type Group = BroadcastDraft['groups'][number];
type Media = Group['media'][number];

function isTaken(groups: readonly Group[], name: string, exceptIndex = -1): boolean {
  const wanted = name.trim().toLowerCase();
  return groups.some(
    (group, index) => index !== exceptIndex && group.name.toLowerCase() === wanted,
  );
}

/** The first free name of the form `${base}`, `${base} 2`, ... (never one already taken). */
function freeName(groups: readonly Group[], base: string): string {
  if (!isTaken(groups, base)) return base;
  for (let n = 2; ; n += 1) {
    if (!isTaken(groups, `${base} ${n}`)) return `${base} ${n}`;
  }
}

/** 'Name is already taken.' when another group has the name (case does not count). */
export function groupNameProblem(groups: readonly Group[], index: number, name: string) {
  if (!name.trim()) return 'empty' as const;
  return isTaken(groups, name, index) ? ('taken' as const) : null;
}

/** A new group right after the active one, named 'Group n' with the first free n. */
export function addGroupAfter(
  groups: readonly Group[],
  activeIndex: number,
  groupName = specGroupName,
) {
  let n = groups.length + 1;
  while (isTaken(groups, groupName(n))) n += 1;
  const added = emptyGroup(groupName(n), groups[activeIndex]?.layers ?? []);
  const at = Math.min(activeIndex + 1, groups.length);
  return { groups: [...groups.slice(0, at), added, ...groups.slice(at)], activeIndex: at };
}

/** A copy after the group, named with the suffix _copy, with its own key. */
export function duplicateGroup(groups: readonly Group[], index: number) {
  const source = groups[index];
  if (!source) return { groups: [...groups], activeIndex: index };
  const copy: Group = {
    ...structuredClone(source),
    key: newGroupKey(),
    name: freeName(groups, `${source.name}_copy`),
  };
  const at = index + 1;
  return { groups: [...groups.slice(0, at), copy, ...groups.slice(at)], activeIndex: at };
}

/** Removes a group while more than one is left; the first then becomes the active one. */
export function deleteGroup(groups: readonly Group[], index: number) {
  if (groups.length <= 1) return { groups: [...groups], activeIndex: 0 };
  return { groups: groups.filter((_, at) => at !== index), activeIndex: 0 };
}

const orderPrefix = /^G\d+_/;

/** The name without the order prefix a reorder gave it. */
export const unprefixedName = (name: string): string => name.replace(orderPrefix, '');

/**
 * Moves the group at `index` one place back (-1) or forward (+1); ordering renames every group
 * with its place as the prefix G{n}_ (001 section 4), replacing the prefix an earlier move gave.
 * The moved group stays the active one.
 */
export function moveGroup(groups: readonly Group[], index: number, step: -1 | 1) {
  const to = index + step;
  if (to < 0 || to >= groups.length) return { groups: [...groups], activeIndex: index };
  const moved = [...groups];
  const [group] = moved.splice(index, 1);
  if (group) moved.splice(to, 0, group);
  return {
    groups: moved.map((g, at) => ({ ...g, name: `G${at + 1}_${unprefixedName(g.name)}` })),
    activeIndex: to,
  };
}

/** Media rows numbered by their place (adding, removing and moving renumber orderN). */
export function renumbered(media: readonly Media[]): Media[] {
  return media.map((row, orderN) => ({ ...row, orderN }));
}

export function addMedia(
  media: readonly Media[],
  picked: readonly { mediaCode: string; displayName: string }[],
): Media[] {
  const added = picked.map((item) => ({
    mediaCode: item.mediaCode,
    displayName: item.displayName,
    orderN: 0,
    duration: defaultMediaDuration,
    status: 'playing' as const,
    periods: [],
    trigger: null,
  }));
  return renumbered([...media, ...added]);
}

/** Moves the row at `from` one place up (-1) or down (+1). */
export function moveMedia(media: readonly Media[], from: number, step: -1 | 1): Media[] {
  const to = from + step;
  if (to < 0 || to >= media.length) return [...media];
  const moved = [...media];
  const [row] = moved.splice(from, 1);
  if (row) moved.splice(to, 0, row);
  return renumbered(moved);
}

export function removeMedia(media: readonly Media[], index: number): Media[] {
  return renumbered(media.filter((_, at) => at !== index));
}
