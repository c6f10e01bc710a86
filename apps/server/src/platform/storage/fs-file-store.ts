import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HashingFileSink } from './hashing-file-sink';
import { isContentHash, type ByteRange, type FileStore, type PutOptions } from './file-store';

/** fsyncs a file or a folder, so a rename survives a power cut. */
async function syncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Files in `root/ab/cd/<hash>`, written to `root/tmp`, fsynced and renamed into place, so a reader
 * never sees half a file and a crash leaves at most a temp file that the next start clears.
 */
export class FsFileStore implements FileStore {
  private readonly tempDir: string;

  constructor(readonly root: string) {
    this.tempDir = join(root, 'tmp');
  }

  /** Clears temp files a crash left behind; call once before use. */
  async open(): Promise<this> {
    await rm(this.tempDir, { recursive: true, force: true });
    await mkdir(this.tempDir, { recursive: true });
    return this;
  }

  private pathOf(hash: string): string {
    if (!isContentHash(hash)) throw new Error(`Not a content hash: ${hash}`);
    return join(this.root, hash.slice(0, 2), hash.slice(2, 4), hash);
  }

  async put(content: Readable, options: PutOptions = {}) {
    const temp = join(this.tempDir, randomUUID());
    const file = await open(temp, 'w');
    try {
      const sink = new HashingFileSink(file);
      try {
        await pipeline([content, ...(options.through ?? []), sink]);
        await file.sync();
      } finally {
        await file.close();
      }
      const hash = sink.digest();
      const target = this.pathOf(hash);
      const folder = join(target, '..');
      await mkdir(folder, { recursive: true });
      await rename(temp, target);
      await syncPath(folder);
      return { hash, sizeBytes: sink.sizeBytes };
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(hash: string, range?: ByteRange) {
    // Opening first makes a missing file fail here rather than in the middle of a reply.
    const handle = await open(this.pathOf(hash), 'r');
    return handle.createReadStream({ autoClose: true, ...range });
  }

  async stat(hash: string) {
    try {
      return { sizeBytes: (await stat(this.pathOf(hash))).size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async exists(hash: string) {
    return (await this.stat(hash)) !== null;
  }

  async delete(hash: string) {
    await rm(this.pathOf(hash), { force: true });
  }
}
