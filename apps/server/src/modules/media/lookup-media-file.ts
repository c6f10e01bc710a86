import type { MediaLibrary } from '@marquee/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { extname } from 'node:path';
import { media } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';

/**
 * The media of a library with this file name, whatever the case, or undefined; `inScope` says
 * whether the actor may see it (a name is the account's, whoever may see its media).
 */
export async function findByFileName(
  db: Database,
  actor: Actor,
  library: MediaLibrary,
  fileName: string,
) {
  const scope = await actor.media();
  const [row] = await db
    .select({
      id: media.id,
      inScope: sql<boolean>`coalesce((${scope}), false)`,
      mediaCode: media.mediaCode,
      contentHash: media.contentHash,
      thumbnailHash: media.thumbnailHash,
      previewHash: media.previewHash,
    })
    .from(media)
    .where(
      and(
        eq(media.accountId, actor.accountId),
        eq(media.library, library),
        sql`lower(${media.fileName}) = lower(${fileName})`,
      ),
    )
    .limit(1);
  return row;
}

/**
 * Inside the transaction that saves a media under `fileName`: takes the name's advisory lock (one
 * per account, library and lower-cased name, held until the transaction ends) and answers the
 * media that holds the name now. Uploads of one name at the same moment then check it one after
 * another, so only the first can take a free name. A lock rather than a unique index, because
 * libraries saved before this rule may already hold one name twice.
 */
export async function claimFileName(
  tx: Database,
  actor: Actor,
  library: MediaLibrary,
  fileName: string,
) {
  const name = sql`concat_ws(':', ${actor.accountId}::text, ${library}::text, lower(${fileName}::text))`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
  return findByFileName(tx, actor, library, fileName);
}

/** Whether a file name is taken in a library, and the first free `name (n).ext` if it is. */
export async function lookupMediaFile(
  db: Database,
  actor: Actor,
  library: MediaLibrary,
  fileName: string,
) {
  const existing = await findByFileName(db, actor, library, fileName);
  if (!existing) return { found: false, proposedFileName: fileName, mediaCode: null };
  // A media outside the actor's scope still holds its name, but is never named by its code.
  const mediaCode = existing.inScope ? existing.mediaCode : null;
  const extension = extname(fileName);
  const stem = fileName.slice(0, fileName.length - extension.length);
  // Bounded: after 100 taken names the proposal carries a time stamp instead.
  for (let copy = 2; copy <= 100; copy += 1) {
    const candidate = `${stem} (${copy})${extension}`;
    if (!(await findByFileName(db, actor, library, candidate))) {
      return { found: true, proposedFileName: candidate, mediaCode };
    }
  }
  return {
    found: true,
    proposedFileName: `${stem} ${Date.now()}${extension}`,
    mediaCode,
  };
}
