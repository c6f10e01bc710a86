import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import type { RefuseArchive, ZipEntry } from './zip-directory';

/** Small input pieces keep what one piece can inflate to (about a thousand times it) small. */
const inflatePiece = 1024;

/** The unpacked bytes of a zip entry, as they inflate; stored entries as they are. */
export async function* unpacked(entry: ZipEntry, refuse: RefuseArchive): AsyncGenerator<Buffer> {
  if (entry.method === 0) {
    yield entry.data;
    return;
  }
  if (entry.method !== 8) refuse();
  const inflater = createInflateRaw();
  const pieces = Readable.from(
    (function* () {
      for (let at = 0; at < entry.data.length; at += inflatePiece) {
        yield entry.data.subarray(at, at + inflatePiece);
      }
    })(),
  );
  pieces.pipe(inflater);
  try {
    yield* inflater;
  } catch {
    refuse();
  } finally {
    pieces.destroy();
    inflater.destroy();
  }
}
