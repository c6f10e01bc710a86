import type { SignDocumentRow } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { FileStore } from '../../platform/storage/file-store';
import { holdFiles, signDocumentFiles } from '../media';

/**
 * Holds a new render's documents, every orientation's, in the transaction that saves them, as the
 * media row's first one is held: a document released between its `put` and the save is a 409 (or
 * a job that runs again), never a sign whose file is gone. The PNGs it keeps were held when they
 * were captured and stay named throughout. Take the sign's row lock first, as every writer does.
 */
export const holdDocuments = (
  tx: Database,
  files: FileStore,
  documents: readonly SignDocumentRow[],
) =>
  holdFiles(
    tx,
    files,
    documents.map((document) => document.contentHash),
  );

/** The files of a sign's documents `before` that `after` no longer names, to release once saved. */
export function filesLetGo(
  before: readonly SignDocumentRow[],
  after: readonly SignDocumentRow[],
): string[] {
  const kept = new Set(signDocumentFiles(after));
  return signDocumentFiles(before).filter((hash) => !kept.has(hash));
}
