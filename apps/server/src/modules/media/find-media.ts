import { and, eq, type SQL } from 'drizzle-orm';
import { media } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import type { Actor } from '../scope';
import { mediaColumns, type MediaRow } from './media-view';

/** A media the user may see, or 404: another account's, or one outside the user's media filters. */
export async function findVisibleMedia(
  db: Database,
  actor: Actor,
  mediaCode: string,
  extra?: SQL,
): Promise<MediaRow> {
  const [row] = await db
    .select(mediaColumns)
    .from(media)
    .where(and(await actor.media(), eq(media.mediaCode, mediaCode), extra))
    .limit(1);
  if (!row) throw new NotFound('No such media');
  return row;
}
