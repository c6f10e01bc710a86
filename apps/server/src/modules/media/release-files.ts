import { or, eq } from 'drizzle-orm';
import { media } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { FileStore } from '../../platform/storage/file-store';

/**
 * Deletes stored files that no media row refers to any more (as its file, thumbnail or preview).
 * Files are shared by content across rows and accounts, so each is asked for by its hash.
 */
export async function releaseFiles(
  db: Database,
  files: FileStore,
  hashes: Array<string | null>,
): Promise<void> {
  for (const hash of new Set(hashes)) {
    if (!hash) continue;
    const [user] = await db
      .select({ id: media.id })
      .from(media)
      .where(
        or(eq(media.contentHash, hash), eq(media.thumbnailHash, hash), eq(media.previewHash, hash)),
      )
      .limit(1);
    if (!user) await files.delete(hash);
  }
}
