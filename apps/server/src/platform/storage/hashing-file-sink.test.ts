import { createHash } from 'node:crypto';
import { mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HashingFileSink } from './hashing-file-sink';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'marquee-sink-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('the hashing file sink', () => {
  it('writes pieces of any size through two small blocks in turn, in order, and hashes them', async () => {
    const bytes = Buffer.from('the quick brown fox jumps over the lazy dog, '.repeat(7));
    const pieces = [bytes.subarray(0, 3), bytes.subarray(3, 3), bytes.subarray(3, 40)];
    for (let from = 40; from < bytes.length; from += 23)
      pieces.push(bytes.subarray(from, from + 23));
    const path = join(folder, 'out');
    const file = await open(path, 'w');
    const sink = new HashingFileSink(file, 16);
    await pipeline(Readable.from(pieces), sink);
    await file.close();
    expect(await readFile(path)).toEqual(bytes);
    expect(sink.sizeBytes).toBe(bytes.length);
    expect(sink.digest()).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('fails the stream when the file cannot be written', async () => {
    const path = join(folder, 'read-only');
    await writeFile(path, '');
    const file = await open(path, 'r');
    const sink = new HashingFileSink(file, 16);
    await expect(pipeline(Readable.from([Buffer.alloc(100, 1)]), sink)).rejects.toThrow(/EBADF/);
    await file.close();
  });
});
