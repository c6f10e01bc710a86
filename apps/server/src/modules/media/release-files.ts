import { or, eq, sql } from 'drizzle-orm';
import { media } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Conflict } from '../../platform/errors';
import type { FileStore } from '../../platform/storage/file-store';

/** The advisory lock key of a stored file: the first 64 bits of its hash. */
const lockKey = (hash: string) => BigInt.asIntN(64, BigInt(`0x${hash.slice(0, 16)}`)).toString();

function lockFile(tx: Database, hash: string) {
  return tx.execute(sql`select pg_advisory_xact_lock(${lockKey(hash)}::bigint)`);
}

/**
 * Inside the transaction that makes rows refer to these files: takes each file's lock (held until
 * the transaction ends, so `releaseFiles` cannot delete it meanwhile) and checks it is still there.
 * A file released between its `put` and this lock is a 409 (send it again) rather than a row whose
 * file is gone; a job that meets it fails and runs again. The locks are taken in one statement, in
 * key order, so two writers holding many files never wait on each other in a circle.
 */
export async function holdFiles(
  tx: Database,
  files: FileStore,
  hashes: Array<string | null | undefined>,
): Promise<void> {
  const wanted = [...new Set(hashes.filter((hash): hash is string => !!hash))];
  if (wanted.length === 0) return;
  const keys = [...new Set(wanted.map(lockKey))];
  await tx.execute(
    sql`select pg_advisory_xact_lock(key) from (select unnest(${`{${keys.join(',')}}`}::bigint[]) as key order by 1) as sorted`,
  );
  const present = await Promise.all(wanted.map((hash) => files.exists(hash)));
  if (present.includes(false)) {
    throw new Conflict('The same file was being deleted while it was stored; send it again');
  }
}

/**
 * Deletes stored files that no media row refers to any more (as its file, thumbnail or preview).
 * Files are shared by content across rows and accounts, so each is asked for by its hash, under
 * the file's lock, which `holdFiles` also takes: a row referring to the file either is seen here
 * or is saved only after checking the file is still there.
 */
export async function releaseFiles(
  db: Database,
  files: FileStore,
  hashes: Array<string | null>,
): Promise<void> {
  for (const hash of new Set(hashes)) {
    if (!hash) continue;
    await db.transaction(async (tx) => {
      await lockFile(tx, hash);
      const [user] = await tx
        .select({ id: media.id })
        .from(media)
        .where(
          or(
            eq(media.contentHash, hash),
            eq(media.thumbnailHash, hash),
            eq(media.previewHash, hash),
          ),
        )
        .limit(1);
      if (!user) await files.delete(hash);
    });
  }
}
