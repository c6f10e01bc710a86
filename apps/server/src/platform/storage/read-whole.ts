import type { Readable } from 'node:stream';

/**
 * A stream's bytes in one buffer. `buffer()` of node:stream/consumers goes through a Blob, which
 * copies every byte twice more and reads them back chunk by chunk: for the photos the media
 * worker decodes, that was a large part of its time.
 */
export async function readWhole(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}
