import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { broadcastGroups, broadcastMedia, broadcasts } from '../../db/schema';
import type { Database } from '../../platform/db/database';

export interface TriggerUser {
  broadcastId: string;
  broadcastCode: string;
  broadcastName: string;
}

/**
 * The broadcasts that use each of these triggers, on the broadcast itself, a group or a media
 * row, by name. (The broadcasts module writes those columns; reading them here keeps the
 * triggers module beneath it.)
 */
export async function broadcastsUsingTriggers(
  db: Database,
  triggerIds: readonly string[],
): Promise<Map<string, TriggerUser[]>> {
  const users = new Map<string, TriggerUser[]>();
  if (!triggerIds.length) return users;
  const ids = [...triggerIds];
  const uses = union(
    db
      .select({ triggerId: sql<string>`${broadcasts.triggerId}`.as('trigger_id'), broadcastId: broadcasts.id })
      .from(broadcasts)
      .where(and(isNotNull(broadcasts.triggerId), inArray(broadcasts.triggerId, ids))),
    db
      .select({ triggerId: sql<string>`${broadcastGroups.triggerId}`.as('trigger_id'), broadcastId: broadcastGroups.broadcastId })
      .from(broadcastGroups)
      .where(inArray(broadcastGroups.triggerId, ids)),
    db
      .select({ triggerId: sql<string>`${broadcastMedia.triggerId}`.as('trigger_id'), broadcastId: broadcastGroups.broadcastId })
      .from(broadcastMedia)
      .innerJoin(broadcastGroups, eq(broadcastGroups.id, broadcastMedia.groupId))
      .where(inArray(broadcastMedia.triggerId, ids)),
  ).as('uses');
  const rows = await db
    .select({
      triggerId: uses.triggerId,
      broadcastId: broadcasts.id,
      broadcastCode: broadcasts.broadcastCode,
      broadcastName: broadcasts.name,
    })
    .from(uses)
    .innerJoin(broadcasts, eq(broadcasts.id, uses.broadcastId))
    .orderBy(sql`lower(${broadcasts.name})`, broadcasts.id);
  for (const { triggerId, ...user } of rows) {
    const list = users.get(triggerId) ?? [];
    list.push(user);
    users.set(triggerId, list);
  }
  return users;
}
