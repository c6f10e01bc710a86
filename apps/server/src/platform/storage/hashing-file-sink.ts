import { createHash } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { Writable } from 'node:stream';

/** Writes all of `bytes` at `position`: a write may take fewer bytes than it was given. */
async function writeFully(handle: FileHandle, bytes: Buffer, position: number): Promise<void> {
  let written = 0;
  while (written < bytes.length) {
    const { bytesWritten } = await handle.write(bytes, written, bytes.length - written, position);
    written += bytesWritten;
    position += bytesWritten;
  }
}

/**
 * Writes a stream into an open file in blocks, hashing each block on its way out. A network
 * upload arrives in 64 kB pieces; hashing and writing each on its own cost more than copying them
 * into a block. Two blocks take turns, one filling while the other is written, so an upload's
 * memory stays the same however large the file, and the pieces become garbage at once.
 */
export class HashingFileSink extends Writable {
  private readonly hasher = createHash('sha256');
  /** The second block is made only when the first fills: most stored files are small. */
  private readonly blocks: Buffer[];
  private current: 0 | 1 = 0;
  private filled = 0;
  private position = 0;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly handle: FileHandle,
    private readonly blockBytes = 1024 * 1024,
  ) {
    super();
    this.blocks = [Buffer.allocUnsafeSlow(blockBytes)];
  }

  /** The sha256 of what was written, hex; asked once, after the stream has finished. */
  digest(): string {
    return this.hasher.digest('hex');
  }

  get sizeBytes(): number {
    return this.position;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void) {
    this.take(chunk).then(() => done(), done);
  }

  override _final(done: (error?: Error | null) => void) {
    this.writeBlock()
      .then(() => this.writing)
      .then(() => done(), done);
  }

  private async take(chunk: Buffer): Promise<void> {
    let offset = 0;
    while (offset < chunk.length) {
      this.blocks[this.current] ??= Buffer.allocUnsafeSlow(this.blockBytes);
      const copied = chunk.copy(this.blocks[this.current]!, this.filled, offset);
      this.filled += copied;
      offset += copied;
      if (this.filled === this.blockBytes) await this.writeBlock();
    }
  }

  /** Hands the filled block to the file once the other block's write is done, and turns. */
  private async writeBlock(): Promise<void> {
    await this.writing;
    if (this.filled === 0) return;
    const block = this.blocks[this.current]!.subarray(0, this.filled);
    this.hasher.update(block);
    this.writing = writeFully(this.handle, block, this.position);
    // A failed write surfaces at the next await of `writing`; until then it must not count as
    // unhandled.
    this.writing.catch(() => undefined);
    this.position += block.length;
    this.current = this.current === 0 ? 1 : 0;
    this.filled = 0;
  }
}
