import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswer } from '../http/error-handler';
import { NotFound } from '../errors';
import type { ByteRange, FileStore } from './file-store';

export interface StoredFileReply {
  hash: string;
  contentType: string;
  /** Set for a download: the file comes as an attachment under this name. */
  attachmentName?: string;
  /** The answer's Content-Security-Policy; a bare sandbox unless the caller knows better. */
  policy?: string;
  /** The address names this content by itself (a versioned path), so it is cached for good. */
  immutable?: boolean;
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` of a file of `size` bytes; null when unsatisfiable. */
export function parseRange(header: string, size: number): ByteRange | null | 'ignore' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or another unit: the whole file is a valid answer.
  if (!match) return 'ignore';
  const [, from, to] = match;
  if (from === '' && to === '') return 'ignore';
  if (from === '') {
    const suffix = Number(to);
    return suffix === 0 || size === 0 ? null : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start >= size || start > end ? null : { start, end };
}

const contentDisposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * Sends a stored file with its ETag (the content hash), Range support and cache headers: a year
 * and immutable when the address names this very content (`?v=<hash>`), otherwise revalidated.
 * A user's file never runs as active content here: nosniff, a sandbox CSP, and an attachment for
 * anything but the images and videos whose bytes were checked.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStore,
  file: StoredFileReply,
): Promise<FastifyReply> {
  const stat = await files.stat(file.hash);
  if (!stat) throw new NotFound('The file is not there');
  const etag = `"${file.hash}"`;
  const version = (request.query as { v?: string }).v;
  reply
    .header('ETag', etag)
    .header(
      'Cache-Control',
      version === file.hash || file.immutable
        ? 'private, max-age=31536000, immutable'
        : 'private, no-cache',
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', file.policy ?? 'sandbox')
    .header('Accept-Ranges', 'bytes')
    .header('Content-Type', file.contentType);
  if (file.attachmentName)
    reply.header('Content-Disposition', contentDisposition(file.attachmentName));
  const ifNoneMatch = request.headers['if-none-match'];
  if (
    ifNoneMatch &&
    ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  ) {
    return reply.code(304).send();
  }
  const rangeHeader = request.headers.range;
  const range = rangeHeader ? parseRange(rangeHeader, stat.sizeBytes) : 'ignore';
  if (range === null) {
    return reply
      .code(416)
      .header('Content-Range', `bytes */${stat.sizeBytes}`)
      .header('Content-Type', 'application/json; charset=utf-8')
      .send(errorAnswer('The requested range is outside the file'));
  }
  if (range === 'ignore') {
    reply.header('Content-Length', stat.sizeBytes);
    return reply.code(200).send(await files.get(file.hash));
  }
  reply
    .header('Content-Range', `bytes ${range.start}-${range.end}/${stat.sizeBytes}`)
    .header('Content-Length', range.end - range.start + 1);
  return reply.code(206).send(await files.get(file.hash, range));
}
