import { maxSignPreviewBytes } from '@marquee/contracts';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { media, signs } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { BadRequest, Conflict, NotFound, UnsupportedMediaType } from '../../platform/errors';
import { readBounded } from '../../platform/storage/read-bounded';
import { sendStoredFile } from '../../platform/storage/send-stored-file';
import {
  holdFiles,
  releaseFiles,
  sendFilesZip,
  setSignPreviewImage,
  type MediaPlatform,
} from '../media';
import type { Actor } from '../scope';
import { findSign } from './find-sign';
import { documentOf, signDocumentsView } from './sign-documents-view';
import { filesLetGo } from './sign-files';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size from its header chunk, which the format puts first; null for anything else. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(pngSignature)) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const staleRender = () =>
  new Conflict('The sign was rendered again since this preview was made; capture it again.');

/**
 * Keeps the PNG the app captured of one orientation of a sign's current render (and of the first
 * as the sign's thumbnail and preview). The render it shows is named by `documentHash`; a render
 * in between makes it stale (409), checked again under the row's lock as the PNG is kept.
 */
export async function putSignPreview(
  db: Database,
  actor: Actor,
  platform: MediaPlatform,
  request: { mediaCode: string; documentHash: string; orientationName?: string },
  file: Readable,
) {
  const found = await findSign(db, actor, request.mediaCode);
  if (!found.sign) throw new NotFound('mediaCode: no such sign');
  const png = await readBounded(
    file,
    maxSignPreviewBytes,
    `file: a preview can have at most ${maxSignPreviewBytes / 1024 ** 2} MB`,
  );
  const size = pngSize(png);
  if (!size) throw new UnsupportedMediaType('file: a sign preview must be a PNG image');
  if (found.sign.documentHash !== request.documentHash) throw staleRender();
  const document = documentOf(found.sign.documents, request.orientationName);
  if (size.width !== document.width || size.height !== document.height) {
    throw new BadRequest(
      `file: the preview is ${size.width}x${size.height}; ${document.orientationName} is ${document.width}x${document.height}`,
    );
  }
  const pngHash = (await platform.files.put(Readable.from([png]))).hash;
  const isFirst = document === found.sign.documents[0];
  const { documents, released } = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ documents: signs.documents, documentHash: signs.documentHash })
      .from(signs)
      .where(eq(signs.mediaId, found.id))
      .for('update');
    if (!locked || locked.documentHash !== request.documentHash) throw staleRender();
    await holdFiles(tx, platform.files, [pngHash]);
    const kept = locked.documents.map((candidate) =>
      candidate.orientationName === document.orientationName
        ? { ...candidate, previewHash: pngHash }
        : candidate,
    );
    await tx.update(signs).set({ documents: kept }).where(eq(signs.mediaId, found.id));
    const picture = isFirst
      ? await setSignPreviewImage(tx, platform, found.id, {
          contentHash: document.contentHash,
          pngHash,
          png,
        })
      : undefined;
    return {
      documents: kept,
      released: [...(picture?.released ?? []), ...filesLetGo(locked.documents, kept)],
    };
  });
  await releaseFiles(db, platform.files, released);
  return signDocumentsView(found.mediaCode, documents);
}

/** One orientation's captured PNG of the current render; 404 until the app has sent one. */
export async function sendSignPreview(
  db: Database,
  actor: Actor,
  platform: MediaPlatform,
  request: { mediaCode: string; orientationName?: string },
  reply: { request: Parameters<typeof sendStoredFile>[0]; reply: FastifyReply },
) {
  const found = await findSign(db, actor, request.mediaCode);
  if (!found.sign) throw new NotFound('mediaCode: no such sign');
  const document = documentOf(found.sign.documents, request.orientationName);
  if (!document.previewHash) throw new NotFound('This orientation has no preview yet');
  return sendStoredFile(reply.request, reply.reply, platform.files, {
    hash: document.previewHash,
    contentType: 'image/png',
  });
}

/**
 * A zip of every orientation's PNG of the signs named, `<displayName>-<orientation_name>.png`.
 * All or nothing: a sign without a PNG of its current render is named in a 409, so the app can
 * capture it first.
 */
export async function downloadSignPreviews(
  db: Database,
  actor: Actor,
  platform: MediaPlatform,
  mediaCodes: readonly string[],
  reply: FastifyReply,
) {
  const wanted = [...new Set(mediaCodes)];
  const rows = await db
    .select({
      mediaCode: media.mediaCode,
      displayName: media.displayName,
      documents: signs.documents,
    })
    .from(media)
    .innerJoin(signs, eq(signs.mediaId, media.id))
    .where(and(await actor.media(), inArray(media.mediaCode, wanted)))
    .orderBy(sql`lower(${media.displayName})`);
  if (rows.length !== wanted.length) {
    const seen = new Set(rows.map((row) => row.mediaCode));
    throw new NotFound(`mediaCodes: no such sign ${wanted.find((code) => !seen.has(code))}`);
  }
  const lacking = rows.filter((row) => row.documents.some((document) => !document.previewHash));
  if (lacking.length > 0) {
    throw new Conflict(
      `These signs have no preview of their current version yet: ${lacking.map((row) => row.displayName).join(', ')}`,
    );
  }
  const entries = rows.flatMap((row) =>
    row.documents.map((document) => ({
      name: `${row.displayName}-${document.orientationName}.png`.replace(/[\\/]/g, '_'),
      hash: document.previewHash as string,
    })),
  );
  return sendFilesZip(reply, platform.files, entries, 'sign-previews.zip');
}
