import { readWhole } from '../../platform/storage/read-whole';
import type { FileStore } from '../../platform/storage/file-store';
import type { ReadAt } from './probe-image';

/** Random access to a stored file through ranged reads, for the header probes. */
export function readStored(files: FileStore, hash: string, sizeBytes: number): ReadAt {
  return async (offset, length) => {
    if (offset >= sizeBytes || length <= 0) return Buffer.alloc(0);
    const end = Math.min(sizeBytes, offset + length) - 1;
    return readWhole(await files.get(hash, { start: offset, end }));
  };
}
