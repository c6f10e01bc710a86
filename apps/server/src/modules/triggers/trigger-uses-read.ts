import { eq, inArray } from 'drizzle-orm';
import { broadcastGroups, broadcastMedia, broadcasts } from '../../db/schema';
import type { Database } from '../../platform/db/database';

export interface TriggerUser {
  broadcastId: string;
  broadcastCode: string;
  broadcastName: string;
}

/**
 * The broadcasts that use each of these triggers, on the broadcast itself, a group or a media
 * row, by name, each once. (The broadcasts module writes those columns; reading them here keeps
 * the triggers module beneath it.)
 */
export async function broadcastsUsingTriggers(
  db: Database,
  triggerIds: readonly string[],
): Promise<Map<string, TriggerUser[]>> {
  const users = new Map<string, TriggerUser[]>();
  if (!triggerIds.length) return users;
  const ids = [...triggerIds];
  const user = {
    broadcastId: broadcasts.id,
    broadcastCode: broadcasts.broadcastCode,
    broadcastName: broadcasts.name,
  };
  const levels = await Promise.all([
    db
      .select({ triggerId: broadcasts.triggerId, ...user })
      .from(broadcasts)
      .where(inArray(broadcasts.triggerId, ids)),
    db
      .select({ triggerId: broadcastGroups.triggerId, ...user })
      .from(broadcastGroups)
      .innerJoin(broadcasts, eq(broadcasts.id, broadcastGroups.broadcastId))
      .where(inArray(broadcastGroups.triggerId, ids)),
    db
      .select({ triggerId: broadcastMedia.triggerId, ...user })
      .from(broadcastMedia)
      .innerJoin(broadcastGroups, eq(broadcastGroups.id, broadcastMedia.groupId))
      .innerJoin(broadcasts, eq(broadcasts.id, broadcastGroups.broadcastId))
      .where(inArray(broadcastMedia.triggerId, ids)),
  ]);
  for (const { triggerId, ...found } of levels.flat()) {
    const list = users.get(triggerId!) ?? [];
    if (!list.some((known) => known.broadcastId === found.broadcastId)) list.push(found);
    users.set(triggerId!, list);
  }
  for (const list of users.values())
    list.sort((a, b) => a.broadcastName.localeCompare(b.broadcastName));
  return users;
}
