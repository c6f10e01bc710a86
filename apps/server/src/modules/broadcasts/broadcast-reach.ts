import { readCondition, type FilterCondition } from '@marquee/domain';
import { and, countDistinct, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { broadcastGroups, broadcastMedia, media, players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Forbidden } from '../../platform/errors';
import { playersReachedWithin } from '../content';
import { codesNamedIn } from '../saved-filters';
import type { Actor } from '../scope';

/** How much of a broadcast lies beyond a caller's scope: counts only, never names or codes. */
export interface OutsideReach {
  /** Screens it reaches (by fixed list or condition) or names in a condition. */
  screens: number;
  /** Media its rows play. */
  media: number;
}

/** The rows a scope predicate does not select; a null (a missing location, say) is outside. */
const outsideOf = (scope: SQL) => sql`(${scope}) is not true`;

/** A group's stored condition, or null when it has none (or one that cannot be read). */
export function storedConditionOf(filter: { condition?: unknown } | null): FilterCondition | null {
  const read = readCondition(filter?.condition);
  return 'condition' in read ? read.condition : null;
}

/** The screen codes the conditions name in their Players leaves, whether In or NotIn. */
export function namedPlayerCodes(conditions: readonly (FilterCondition | null)[]): string[] {
  return [...codesNamedIn(conditions.flatMap((condition) => condition ?? [])).players];
}

/**
 * What a broadcast reaches and names outside the actor's scope. Its reach is read as the
 * manifests read it (fixed lists, and conditions within the last saver's scope), so a
 * condition that reaches screens through tags or locations counts as much as a fixed list.
 */
export async function outsideReachOf(
  db: Database,
  actor: Actor,
  broadcastId: string,
): Promise<OutsideReach> {
  const [screenScope, mediaScope, groups] = await Promise.all([
    actor.players(),
    actor.media(),
    db
      .select({ filter: broadcastGroups.filter })
      .from(broadcastGroups)
      .where(eq(broadcastGroups.broadcastId, broadcastId)),
  ]);
  const outside = and(eq(players.accountId, actor.accountId), outsideOf(screenScope)) as SQL;
  const named = namedPlayerCodes(groups.map((group) => storedConditionOf(group.filter)));
  const [reached, namedOutside, [mediaOutside]] = await Promise.all([
    playersReachedWithin(db, outside, [broadcastId]),
    named.length
      ? db
          .select({ id: players.id })
          .from(players)
          .where(and(outside, inArray(players.playerCode, named)))
      : Promise.resolve([]),
    db
      .select({ count: countDistinct(broadcastMedia.mediaId) })
      .from(broadcastMedia)
      .innerJoin(broadcastGroups, eq(broadcastGroups.id, broadcastMedia.groupId))
      .innerJoin(media, eq(media.id, broadcastMedia.mediaId))
      .where(and(eq(broadcastGroups.broadcastId, broadcastId), outsideOf(mediaScope))),
  ]);
  return {
    screens: new Set([...reached, ...namedOutside.map((row) => row.id)]).size,
    media: mediaOutside?.count ?? 0,
  };
}

/**
 * 403 unless everything the broadcast reaches and names lies inside the actor's scope: a
 * change or delete would otherwise take away (or rewrite) what screens the actor cannot see
 * are playing.
 */
export async function assertWithinReach(db: Database, actor: Actor, broadcastId: string) {
  const outside = await outsideReachOf(db, actor, broadcastId);
  if (outside.screens > 0 || outside.media > 0) {
    throw new Forbidden('This broadcast reaches screens outside your reach.');
  }
}
