import type { Readable } from 'node:stream';
import { PayloadTooLarge } from '../errors';

/**
 * A stream's bytes, refused (413 with `message`) past `maxBytes`. The rest of a refused stream is
 * read and dropped, so a multipart body goes on to its next part.
 */
export function readBounded(stream: Readable, maxBytes: number, message: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else chunks.length = 0;
    });
    stream.once('error', reject);
    stream.once('end', () =>
      size > maxBytes ? reject(new PayloadTooLarge(message)) : resolve(Buffer.concat(chunks)),
    );
  });
}
