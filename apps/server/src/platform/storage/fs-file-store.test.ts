import { createHash } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { temporaryFileStore } from '../../test/temporary-file-store';
import type { FsFileStore } from './fs-file-store';

let store: FsFileStore;
beforeEach(async () => {
  store = await temporaryFileStore();
});
afterEach(() => rm(store.root, { recursive: true, force: true }));

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const filesUnder = async (folder: string) =>
  (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) =>
    entry.isFile(),
  );

describe('the file-system store', () => {
  it('stores a stream under the sha256 of its content and reads it back whole or by range', async () => {
    const bytes = Buffer.from('0123456789abcdef'.repeat(1000));
    const stored = await store.put(Readable.from([bytes.subarray(0, 7000), bytes.subarray(7000)]));
    expect(stored).toEqual({ hash: sha256(bytes), sizeBytes: bytes.length });
    expect(await buffer(await store.get(stored.hash))).toEqual(bytes);
    expect((await buffer(await store.get(stored.hash, { start: 10, end: 19 }))).toString()).toBe(
      'abcdef0123',
    );
    expect(await store.stat(stored.hash)).toEqual({ sizeBytes: bytes.length });
  });

  it('keeps every byte in order when 64 kB pieces are gathered into larger blocks', async () => {
    const piece = 64 * 1024;
    const bytes = Buffer.alloc(2.5 * 1024 * 1024 + 123);
    for (let i = 0; i < bytes.length; i += 4)
      bytes.writeUInt32LE(i >>> 0, Math.min(i, bytes.length - 4));
    const pieces = [];
    for (let from = 0; from < bytes.length; from += piece)
      pieces.push(bytes.subarray(from, from + piece));
    pieces.push(Buffer.alloc(0), bytes.subarray(0, 3 * 1024 * 1024));
    const content = Buffer.concat(pieces);
    const stored = await store.put(Readable.from(pieces));
    expect(stored).toEqual({ hash: sha256(content), sizeBytes: content.length });
    expect((await buffer(await store.get(stored.hash))).equals(content)).toBe(true);
  });

  it('leaves neither the file nor a temp file when the stream fails half way', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(store.put(failing)).rejects.toThrow('connection lost');
    expect(await filesUnder(store.root)).toEqual([]);
  });

  it('deletes a file, and a missing one without error; a missing file cannot be read', async () => {
    const stored = await store.put(Readable.from([Buffer.from('gone soon')]));
    await store.delete(stored.hash);
    expect(await store.exists(stored.hash)).toBe(false);
    await expect(store.delete(stored.hash)).resolves.toBeUndefined();
    await expect(store.get(stored.hash)).rejects.toThrow(/ENOENT/);
  });

  it('refuses an address that is not a content hash', async () => {
    await expect(store.get('../../etc/passwd')).rejects.toThrow(/Not a content hash/);
  });
});
