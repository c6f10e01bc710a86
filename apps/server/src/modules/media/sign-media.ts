import { orientationOf } from '@marquee/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { media, signs, users, type SignDocumentRow } from '../../db/schema';
import { queryRows, type Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { imageLibrary, openImage, storeBuffer, thumbnailOf } from './media-images';
import type { MediaPlatform } from './media-context';
import { holdFiles } from './release-files';

/** What a sign's media row keeps of it: its first document, as the file every list and screen reads. */
export interface SignFile {
  hash: string;
  sizeBytes: number;
  width: number;
  height: number;
}

/** Every stored file of a sign's documents: each orientation's document and captured PNG. */
export const signDocumentFiles = (documents: readonly SignDocumentRow[]): string[] =>
  documents.flatMap((document) =>
    document.previewHash ? [document.contentHash, document.previewHash] : [document.contentHash],
  );

/**
 * The files of the signs among these media, read in the caller's transaction before the media
 * rows are deleted (their signs go with them), for `releaseFiles` once that has committed.
 */
export async function signFilesOf(tx: Database, mediaIds: readonly string[]): Promise<string[]> {
  if (mediaIds.length === 0) return [];
  const rows = await tx
    .select({ documents: signs.documents })
    .from(signs)
    .where(inArray(signs.mediaId, [...mediaIds]))
    .for('update');
  return rows.flatMap((row) => signDocumentFiles(row.documents));
}

const fileColumns = (file: SignFile) => ({
  contentHash: file.hash,
  sizeBytes: file.sizeBytes,
  mimeType: 'text/html',
  width: file.width,
  height: file.height,
  orientation: orientationOf(file.width, file.height),
});

/**
 * Adds a sign's media row in the caller's transaction (the signs module writes the rest). A sign
 * has no file name: its name is what the editor calls "Sign name".
 */
export async function insertSignMedia(
  tx: Database,
  platform: Pick<MediaPlatform, 'files'>,
  actor: Actor,
  sign: { displayName: string; templateName: string; file: SignFile },
): Promise<{ id: string; mediaCode: string }> {
  await holdFiles(tx, platform.files, [sign.file.hash]);
  const [uploader] = actor.userId
    ? await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, actor.userId), eq(users.accountId, actor.accountId)))
    : [];
  const [row] = await tx
    .insert(media)
    .values({
      accountId: actor.accountId,
      displayName: sign.displayName,
      mediaType: 'HtmlAd',
      templateName: sign.templateName,
      uploadedByUserId: uploader?.id ?? null,
      ...fileColumns(sign.file),
    })
    .returning({ id: media.id, mediaCode: media.mediaCode });
  return row!;
}

/** A sign's media row's new first document (and name), as a save or a re-render gives it. */
export interface SignFileChange {
  mediaId: string;
  file: SignFile;
  displayName?: string;
  templateName?: string;
}

/**
 * Points signs' media rows at their new first documents, in the caller's transaction and in one
 * statement however many (a price change re-renders every sign that shows the item). Thumbnail and
 * preview stay until the app captures the new render: a slightly old picture of a sign is better
 * in a list than none. The files the rows held before are returned, for `releaseFiles` once the
 * transaction has committed.
 */
export async function setSignFiles(
  tx: Database,
  platform: Pick<MediaPlatform, 'files'>,
  changes: readonly SignFileChange[],
): Promise<string[]> {
  if (changes.length === 0) return [];
  await holdFiles(
    tx,
    platform.files,
    changes.map((change) => change.file.hash),
  );
  const rows = changes.map((change) => ({
    id: change.mediaId,
    displayName: change.displayName ?? null,
    templateName: change.templateName ?? null,
    ...fileColumns(change.file),
  }));
  const before = await queryRows<{ contentHash: string | null }>(
    tx,
    sql`with changed as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as c(
          id uuid, "displayName" text, "templateName" text, "contentHash" text,
          "sizeBytes" bigint, "mimeType" text, width int, height int, orientation text)
      ), old as (
        select m.id, m.content_hash from media m join changed c on c.id = m.id for update of m
      )
      update media m set
        display_name = coalesce(c."displayName", m.display_name),
        template_name = coalesce(c."templateName", m.template_name),
        content_hash = c."contentHash", size_bytes = c."sizeBytes", mime_type = c."mimeType",
        width = c.width, height = c.height, orientation = c.orientation::orientation,
        modified_at = now()
      from changed c join old o on o.id = c.id
      where m.id = c.id
      returning o.content_hash as "contentHash"`,
  );
  const kept = new Set(changes.map((change) => change.file.hash));
  return before.flatMap((row) =>
    row.contentHash && !kept.has(row.contentHash) ? [row.contentHash] : [],
  );
}

/**
 * Keeps the PNG the app captured of a sign's first document as its preview, and a thumbnail made
 * from it, in the caller's transaction; only while the row still shows `contentHash` (a render
 * in between makes the PNG stale: false). What the row held before is returned for release.
 */
export async function setSignPreviewImage(
  tx: Database,
  platform: MediaPlatform,
  mediaId: string,
  picture: { contentHash: string; pngHash: string; png: Buffer },
): Promise<{ isCurrent: boolean; released: (string | null)[] }> {
  const thumbnail = await thumbnailOf(openImage(await imageLibrary(), platform, picture.png));
  const thumbnailHash = await storeBuffer(platform, thumbnail);
  await holdFiles(tx, platform.files, [picture.pngHash, thumbnailHash]);
  const [before] = await tx
    .select({ thumbnailHash: media.thumbnailHash, previewHash: media.previewHash })
    .from(media)
    .where(and(eq(media.id, mediaId), eq(media.contentHash, picture.contentHash)))
    .for('update');
  if (!before) return { isCurrent: false, released: [thumbnailHash] };
  await tx
    .update(media)
    .set({ thumbnailHash, previewHash: picture.pngHash })
    .where(eq(media.id, mediaId));
  return { isCurrent: true, released: [before.thumbnailHash, before.previewHash] };
}

/** A web page's address, which is also its name (spec 002), in the caller's transaction. */
export async function setWebPageAddress(tx: Database, mediaId: string, url: string) {
  const [row] = await tx
    .update(media)
    .set({ displayName: url, modifiedAt: new Date() })
    .where(and(eq(media.id, mediaId), eq(media.mediaType, 'WebPage')))
    .returning({ modifiedAt: media.modifiedAt });
  return row;
}
