import { and, eq } from 'drizzle-orm';
import { channelMedia, channels } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { findVisibleMedia } from './find-media';

/** The channels that play a media; playlists and broadcasts join here as those features land. */
export async function getMediaUsage(db: Database, actor: Actor, code: string) {
  const row = await findVisibleMedia(db, actor, code);
  const used = await db
    .selectDistinct({ code: channels.channelCode, name: channels.name })
    .from(channelMedia)
    .innerJoin(channels, eq(channels.id, channelMedia.channelId))
    .where(and(eq(channelMedia.mediaId, row.id), eq(channels.accountId, actor.accountId)))
    .limit(500);
  return used.map((use) => ({ kind: 'Channel' as const, ...use }));
}
