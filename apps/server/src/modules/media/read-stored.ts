import { readWhole } from '../../platform/storage/read-whole';
import type { FileStore } from '../../platform/storage/file-store';
import type { ReadAt } from './probe-image';

/**
 * Bytes fetched at once. The header probes read a few bytes at a time (16 a box), so a file of
 * thousands of tiny boxes costs a few reads of the store rather than one each.
 */
const windowBytes = 64 * 1024;

/** Random access to a stored file through ranged reads, for the header probes. */
export function readStored(files: FileStore, hash: string, sizeBytes: number): ReadAt {
  let window: { start: number; bytes: Buffer } = { start: 0, bytes: Buffer.alloc(0) };
  return async (offset, length) => {
    if (offset >= sizeBytes || length <= 0) return Buffer.alloc(0);
    const end = Math.min(sizeBytes, offset + length);
    if (offset < window.start || end > window.start + window.bytes.length) {
      const last = Math.min(sizeBytes, offset + Math.max(length, windowBytes)) - 1;
      window = {
        start: offset,
        bytes: await readWhole(await files.get(hash, { start: offset, end: last })),
      };
    }
    return window.bytes.subarray(offset - window.start, end - window.start);
  };
}
