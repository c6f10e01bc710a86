import { and, eq, inArray } from 'drizzle-orm';
import { media, signs } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import type { Actor } from '../scope';

/**
 * A sign or web page the caller may see, with what makes it a sign (null for a web page, or a
 * sign the editor never saved). Anything else, or a code not theirs, is 404.
 */
export async function findSign(db: Database, actor: Actor, mediaCode: string) {
  const [row] = await db
    .select({
      id: media.id,
      mediaCode: media.mediaCode,
      mediaType: media.mediaType,
      displayName: media.displayName,
      contentHash: media.contentHash,
      modifiedAt: media.modifiedAt,
      sign: signs,
    })
    .from(media)
    .leftJoin(signs, eq(signs.mediaId, media.id))
    .where(
      and(
        await actor.media(),
        eq(media.mediaCode, mediaCode),
        inArray(media.mediaType, ['HtmlAd', 'WebPage']),
      ),
    )
    .limit(1);
  if (!row) throw new NotFound('mediaCode: no such sign');
  return row;
}

export type FoundSign = Awaited<ReturnType<typeof findSign>>;

/** A web page's version: when it was last changed. */
export const webPageVersion = (modifiedAt: Date) => modifiedAt.toISOString();
