import type { MediaLibrary, UploadResult } from '@marquee/contracts';
import type { Readable } from 'node:stream';
import { basename, extname } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { media, users } from '../../db/schema';
import { recordContentChange, playersPlayingMedia } from '../content';
import { noteMediaChanged } from './media-changed';
import {
  Conflict,
  HttpError,
  NotFound,
  PayloadTooLarge,
  UnsupportedMediaType,
} from '../../platform/errors';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { checkContent, kindOfName, type FileKind } from './media-content';
import type { MediaPlatform } from './media-context';
import { claimFileName, findByFileName } from './lookup-media-file';
import { processMediaQueue } from './process-media';
import { playsWithinReach } from './plays-within-reach';
import { probeUpload } from './probe-upload';
import { holdFiles, releaseFiles } from './release-files';

/** A file arriving as a stream: a multipart part, or a download from elsewhere. */
export interface IncomingFile {
  filename: string;
  file: Readable & { truncated?: boolean };
}

export interface ReplacedMedia {
  id: string;
  contentHash: string | null;
  thumbnailHash: string | null;
  previewHash: string | null;
}

export interface UploadOptions {
  allowOverwrite: boolean;
  library: MediaLibrary;
  /** The new media's description (an import's credit); an overwrite keeps the one it has. */
  description?: string;
}

/** Busboy's own size-limit error, raised on the file stream when it passes `limits.fileSize`. */
function isSizeLimit(error: unknown): boolean {
  return (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
}

/** Streams one file part into the store, checking its bytes on the way; 413 and 415 as they come. */
export async function storeFilePart(platform: MediaPlatform, part: IncomingFile, kind: FileKind) {
  try {
    return await platform.files.put(part.file, { through: [checkContent(kind, part.filename)] });
  } catch (error) {
    if (isSizeLimit(error) || part.file.truncated) {
      throw new PayloadTooLarge(
        `${part.filename} is larger than the ${Math.floor(platform.config.maxBytes / 1024 ** 2)} MB an upload accepts`,
      );
    }
    throw error;
  }
}

/** A file name as stored: no folders, no control characters. */
export function cleanFileName(fileName: string): string {
  const name = basename(fileName.replaceAll('\\', '/'))
    .replace(/\p{Cc}/gu, '')
    .trim();
  return name.slice(0, 255) || `file${extname(fileName)}`;
}

/**
 * The files of the media about to get a new one, read under its row lock: an upload or replace
 * of the same media at the same moment may have changed them since it was looked up, and the
 * files released afterwards must be the ones this write takes away.
 */
async function lockedFiles(tx: Database, id: string): Promise<ReplacedMedia> {
  const [row] = await tx
    .select({
      id: media.id,
      contentHash: media.contentHash,
      thumbnailHash: media.thumbnailHash,
      previewHash: media.previewHash,
    })
    .from(media)
    .where(eq(media.id, id))
    .for('update');
  if (!row) throw new NotFound('No such media');
  return row;
}

function nameTaken(fileName: string) {
  return new Conflict(`A file named ${fileName} already exists in the library`);
}

/**
 * Stores one uploaded file as a media of the library: checked by name and bytes, probed for its
 * size and duration, then saved and queued for thumbnails. A same-named file is refused unless
 * overwriting, which keeps the media's code, tags and uses (and is refused, 403, when those uses
 * play it on screens outside the actor's scope); a replace may not take the name of another
 * media. The name is checked before the file is read, to refuse early, and again under
 * the name's lock where the row is saved, so uploads of one name at once cannot both take it.
 */
export async function uploadFile(
  db: Database,
  actor: Actor,
  platform: MediaPlatform,
  part: IncomingFile,
  options: UploadOptions,
  /** The media whose file this one replaces. */
  target?: ReplacedMedia,
): Promise<UploadResult> {
  const fileName = cleanFileName(part.filename);
  const kind = kindOfName(fileName, options.library);
  if (target && kind.mediaType !== 'Photo') {
    throw new UnsupportedMediaType('A photo can only be replaced by a JPEG or PNG image');
  }
  // Overwriting needs a media the actor sees: one outside their scope holds its name as taken.
  const isTaken = (holder: { id: string; inScope: boolean } | undefined) =>
    !!holder && (target ? holder.id !== target.id : !options.allowOverwrite || !holder.inScope);
  if (isTaken(await findByFileName(db, actor, options.library, fileName))) {
    throw nameTaken(fileName);
  }
  const assertWithinReach = await playsWithinReach(actor);
  const stored = await storeFilePart(platform, part, kind);
  try {
    const facts = await probeUpload(platform, kind, stored, fileName);
    const values = {
      fileName,
      mediaType: kind.mediaType,
      mimeType: kind.mimeType,
      contentHash: stored.hash,
      sizeBytes: stored.sizeBytes,
      ...facts,
      thumbnailHash: null,
      previewHash: null,
      processing: 'pending' as const,
    };
    const saved = await db.transaction(async (tx) => {
      const holder = await claimFileName(tx, actor, options.library, fileName);
      if (isTaken(holder)) throw nameTaken(fileName);
      const replaced = target ?? holder;
      const existing = replaced && (await lockedFiles(tx, replaced.id));
      await holdFiles(tx, platform.files, [stored.hash]);
      const [uploader] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.userCode, actor.userCode), eq(users.accountId, actor.accountId)));
      const [row] = existing
        ? await tx
            .update(media)
            .set({ ...values, modifiedAt: new Date() })
            .where(eq(media.id, existing.id))
            .returning({ id: media.id, mediaCode: media.mediaCode })
        : await tx
            .insert(media)
            .values({
              ...values,
              accountId: actor.accountId,
              library: options.library,
              displayName:
                fileName.slice(0, fileName.length - extname(fileName).length) || fileName,
              isInLibrary: options.library === 'MediaLibrary',
              description: options.description ?? '',
              uploadedByUserId: uploader?.id ?? null,
            })
            .returning({ id: media.id, mediaCode: media.mediaCode });
      await platform.jobs.enqueue(processMediaQueue, { mediaId: row!.id }, {}, tx);
      // A new file under the same code: the screens that play it fetch the new one.
      if (existing) {
        const playerIds = await playersPlayingMedia(tx, actor, [existing.id]);
        await assertWithinReach(tx, playerIds);
        await recordContentChange(tx, { accountId: actor.accountId, playerIds });
        await noteMediaChanged(tx, platform, {
          accountId: actor.accountId,
          mediaCodes: [row!.mediaCode],
        });
      }
      return { mediaCode: row!.mediaCode, existing };
    });
    if (saved.existing) {
      await releaseFiles(db, platform.files, [
        saved.existing.contentHash,
        saved.existing.thumbnailHash,
        saved.existing.previewHash,
      ]);
    }
    return { ok: true, fileName, mediaCode: saved.mediaCode };
  } catch (error) {
    await releaseFiles(db, platform.files, [stored.hash]);
    throw error;
  }
}

/** The answer for a refused file, keeping the status of a known refusal. */
export function refusal(
  fileName: string,
  error: unknown,
): { result: UploadResult; status: number } {
  if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
  return { result: { ok: false, fileName, errorMessage: error.message }, status: error.statusCode };
}
