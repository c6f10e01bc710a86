import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { and, inArray } from 'drizzle-orm';
import yazl from 'yazl';
import { media } from '../../db/schema';
import { NotFound } from '../../platform/errors';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import type { FileStore } from '../../platform/storage/file-store';
import type { MediaPlatform } from './media-context';

/** A name unique within the zip: `name.png`, then `name (2).png`. */
function uniqueName(taken: Set<string>, name: string): string {
  let candidate = name;
  for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) {
    const dot = name.lastIndexOf('.');
    candidate = dot > 0 ? `${name.slice(0, dot)} (${copy})${name.slice(dot)}` : `${name} (${copy})`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** Streams a zip of the media's original files, stored as they are (they are compressed already). */
export async function zipMediaFiles(
  db: Database,
  actor: Actor,
  platform: MediaPlatform,
  codes: string[],
  reply: FastifyReply,
): Promise<FastifyReply> {
  const wanted = [...new Set(codes)];
  const rows = await db
    .select({
      fileName: media.fileName,
      mediaCode: media.mediaCode,
      contentHash: media.contentHash,
    })
    .from(media)
    .where(and(await actor.media(), inArray(media.mediaCode, wanted)));
  if (rows.length !== wanted.length) throw new NotFound('No such media');
  const entries = rows.flatMap(({ contentHash, fileName, mediaCode }) =>
    contentHash ? [{ name: fileName ?? mediaCode, hash: contentHash }] : [],
  );
  return sendFilesZip(reply, platform.files, entries, 'media.zip');
}

/**
 * Streams a zip of stored files, each stored as it is (they are compressed already) under a name
 * made unique within the zip.
 */
export function sendFilesZip(
  reply: FastifyReply,
  files: FileStore,
  entries: readonly { name: string; hash: string }[],
  zipName: string,
): FastifyReply {
  const zip = new yazl.ZipFile();
  // A file that cannot be read mid-zip cuts the download short rather than ending it as whole.
  zip.on('error', (error: Error) => (zip.outputStream as Readable).destroy(error));
  const taken = new Set<string>();
  for (const { name, hash } of entries) {
    // Each file is opened only when the zip reaches it, so one download holds one file open.
    zip.addReadStreamLazy(uniqueName(taken, name), { compress: false }, (done) => {
      files.get(hash).then(
        (stream) => done(null, stream),
        (error: unknown) => done(error, undefined as never),
      );
    });
  }
  zip.end();
  return reply
    .header('Content-Type', 'application/zip')
    .header('Content-Disposition', `attachment; filename="${zipName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .send(zip.outputStream);
}
