import { conditionLeaves, type FilterCondition, type VisibleCodes } from '@marquee/domain';
import { and, inArray } from 'drizzle-orm';
import { media, players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import type { FilterCaller } from './filter-caller';

/** Screen and media codes, such as a condition's or a broadcast's fixed lists name. */
export interface NamedCodes {
  players: readonly string[];
  media: readonly string[];
}

/**
 * Which of these codes the caller may see; nothing is left out for a caller no filter limits
 * (administrators, support), whose answer names no type, nor for the provider's filters.
 */
export async function visibleCodesOf(
  db: Database,
  actor: FilterCaller,
  codes: NamedCodes,
): Promise<VisibleCodes> {
  if (actor.accountId === null || !(await actor.roleFilters())) return {};
  const [screenRows, mediaRows] = await Promise.all([
    codes.players.length
      ? db
          .select({ code: players.playerCode })
          .from(players)
          .where(and(await actor.players(), inArray(players.playerCode, [...codes.players])))
      : [],
    codes.media.length
      ? db
          .select({ code: media.mediaCode })
          .from(media)
          .where(and(await actor.media(), inArray(media.mediaCode, [...codes.media])))
      : [],
  ]);
  return {
    Players: new Set(screenRows.map((row) => row.code)),
    Media: new Set(mediaRows.map((row) => row.code)),
  };
}

/** The screen and media codes these conditions name in their leaves, In or NotIn. */
export function codesNamedIn(conditions: readonly FilterCondition[]): NamedCodes {
  const leaves = conditions.flatMap((condition) => conditionLeaves(condition));
  const of = (nodeType: 'Players' | 'Media') => [
    ...new Set(leaves.flatMap(({ leaf }) => (leaf.nodeType === nodeType ? leaf.codes : []))),
  ];
  return { players: of('Players'), media: of('Media') };
}

/** Whether the caller may see a code of this type, as `visibleCodesOf` answered. */
export const isVisible = (visible: VisibleCodes, nodeType: 'Players' | 'Media', code: string) =>
  visible[nodeType]?.has(code) ?? true;

/**
 * 404 naming the first screen or medium a condition to be saved names that the caller may not
 * see: outside their scope, or not there, which answer alike so that the answer tells nothing of
 * what lies beyond the scope (as the console's "no such client"). What the caller read of a
 * filter never holds such a code (`visiblePartOf`), so it is one they typed; a caller no filter
 * limits is not asked.
 */
export async function assertNamesVisibleCodes(
  db: Database,
  actor: FilterCaller,
  condition: FilterCondition,
) {
  const visible = await visibleCodesOf(db, actor, codesNamedIn([condition]));
  for (const { path, leaf } of conditionLeaves(condition)) {
    const { nodeType } = leaf;
    if (nodeType !== 'Players' && nodeType !== 'Media') continue;
    const unseen = leaf.codes.find((code) => !isVisible(visible, nodeType, code));
    if (unseen !== undefined) {
      const what = nodeType === 'Players' ? 'screen' : 'medium';
      throw new NotFound(`Filter.Condition.${path}.codes: no such ${what} ${unseen}`);
    }
  }
}
