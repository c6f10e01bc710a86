import { sql } from 'drizzle-orm';
import { signDocumentFiles, signs } from '../../db/schema';
import { queryRows, type Database } from '../../platform/db/database';
import { hexArray } from '../../platform/db/id-array';
import { Conflict } from '../../platform/errors';
import type { FileStore } from '../../platform/storage/file-store';

/** The advisory lock key of a stored file: the first 64 bits of its hash. */
const lockKey = (hash: string) => BigInt.asIntN(64, BigInt(`0x${hash.slice(0, 16)}`)).toString();

/**
 * Takes the locks of these files until the transaction ends, in one statement and in key order,
 * so two writers holding many files never wait on each other in a circle.
 */
async function lockFiles(tx: Database, hashes: readonly string[]) {
  const keys = [...new Set(hashes.map(lockKey))];
  await tx.execute(
    sql`select pg_advisory_xact_lock(key) from (select unnest(${`{${keys.join(',')}}`}::bigint[]) as key order by 1) as sorted`,
  );
}

/**
 * Inside the transaction that makes rows refer to these files: takes each file's lock (held until
 * the transaction ends, so `releaseFiles` cannot delete it meanwhile) and checks it is still there.
 * A file released between its `put` and this lock is a 409 (send it again) rather than a row whose
 * file is gone; a job that meets it fails and runs again.
 */
export async function holdFiles(
  tx: Database,
  files: FileStore,
  hashes: Array<string | null | undefined>,
): Promise<void> {
  const wanted = [...new Set(hashes.filter((hash): hash is string => !!hash))];
  if (wanted.length === 0) return;
  await lockFiles(tx, wanted);
  const present = await Promise.all(wanted.map((hash) => files.exists(hash)));
  if (present.includes(false)) {
    throw new Conflict('The same file was being deleted while it was stored; send it again');
  }
}

/**
 * Those of the files no sign's documents name. Asked only for the files no media row keeps; each
 * is one lookup in the index of the documents' files.
 */
async function unusedBySigns(tx: Database, hashes: readonly string[]): Promise<string[]> {
  if (hashes.length === 0) return [];
  const used = await queryRows<{ hash: string }>(
    tx,
    sql`select f.hash from unnest(${hexArray(hashes)}::text[]) as f(hash)
        where exists (select 1 from ${signs} where ${signDocumentFiles(signs.documents)} ? f.hash)`,
  );
  const kept = new Set(used.map((row) => row.hash));
  return hashes.filter((hash) => !kept.has(hash));
}

/** Files looked at in one transaction: one lock statement and one query for them all. */
const filesPerRelease = 500;

/**
 * Deletes stored files that nothing refers to any more: no media row (as its file, thumbnail or
 * preview) and no sign's documents (each orientation's document and captured PNG; the media row
 * keeps only the first document). Files are shared by content across rows and accounts, so each
 * is asked for by its hash, under the file's lock, which `holdFiles` also takes: a row referring
 * to the file either is seen here or is saved only after checking the file is still there. Many
 * files go a few hundred at a time, each batch in one transaction (a re-render lets go of a
 * document per sign).
 */
export async function releaseFiles(
  db: Database,
  files: FileStore,
  hashes: Array<string | null>,
): Promise<void> {
  const wanted = [...new Set(hashes.filter((hash): hash is string => !!hash))];
  for (let from = 0; from < wanted.length; from += filesPerRelease) {
    const batch = wanted.slice(from, from + filesPerRelease);
    await db.transaction(async (tx) => {
      await lockFiles(tx, batch);
      const list = hexArray(batch);
      const used = await queryRows<{ hash: string }>(
        tx,
        sql`select content_hash as hash from media where content_hash = any(${list}::text[])
            union select thumbnail_hash from media where thumbnail_hash = any(${list}::text[])
            union select preview_hash from media where preview_hash = any(${list}::text[])`,
      );
      const kept = new Set(used.map((row) => row.hash));
      const unused = await unusedBySigns(
        tx,
        batch.filter((hash) => !kept.has(hash)),
      );
      await Promise.all(unused.map((hash) => files.delete(hash)));
    });
  }
}
