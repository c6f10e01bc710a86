import { eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { newCode } from '../db/codes';
import { media, mediaTags, signs, signTemplateVersions, tags } from '../db/schema';
import { builtInTemplates, saveTemplateVersion } from '../modules/sign-templates';
import type { Database } from '../platform/db/database';
import type { FileStore } from '../platform/storage/file-store';

/** How each media type of the factory is stored. */
const fileOfType = {
  Photo: { mimeType: 'image/png', extension: 'png' },
  Video: { mimeType: 'video/mp4', extension: 'mp4' },
} as const;

/**
 * A photo (or video) of the account with its file, thumbnail and preview stored (the bytes need
 * not be an image: nothing decodes them), tagged with a media tag of the same account.
 */
export async function createMedia(
  db: Database,
  files: FileStore,
  accountId: string,
  mediaType: keyof typeof fileOfType = 'Photo',
) {
  const { mimeType, extension } = fileOfType[mediaType];
  const stored = await files.put(
    Readable.from([Buffer.from(`${mediaType.toLowerCase()} ${newCode()}`)]),
  );
  const [row] = await db
    .insert(media)
    .values({
      accountId,
      displayName: `${mediaType} ${newCode()}`,
      mediaType,
      fileName: `${mediaType.toLowerCase()}-${newCode()}.${extension}`,
      mimeType,
      contentHash: stored.hash,
      sizeBytes: stored.sizeBytes,
      thumbnailHash: stored.hash,
      previewHash: stored.hash,
      processing: 'ready',
    })
    .returning();
  const [tag] = await db
    .insert(tags)
    .values({ accountId, tagType: 'media', name: `Tag ${newCode()}`, color: '#336699' })
    .returning();
  if (!row || !tag) throw new Error('Creating a media returned no row');
  await db.insert(mediaTags).values({ mediaId: row.id, tagId: tag.id });
  return { media: row, tag };
}

/**
 * A sign of the account made from a copy of the fallback built-in template, its documents stored
 * and a preview kept of each (the bytes need not be a page or a PNG: nothing reads them here).
 */
export async function createSignRow(db: Database, files: FileStore, accountId: string) {
  const welcome = builtInTemplates.find((template) => template.isFallback)!;
  const template = await saveTemplateVersion(db, {
    accountId,
    name: `Template ${newCode()}`,
    isFallback: false,
    html: welcome.html,
    formModel: welcome.formModel,
    assets: [],
    author: 'Test',
  });
  const [version] = await db
    .select({ id: signTemplateVersions.id })
    .from(signTemplateVersions)
    .where(eq(signTemplateVersions.templateId, template.templateId));
  const documents = await Promise.all(
    welcome.formModel.orientations.map(async (orientation) => {
      const [width, height] = orientation.orientation_pixels.split('x').map(Number) as [
        number,
        number,
      ];
      const stored = await files.put(Readable.from([Buffer.from(`<p>${newCode()}</p>`)]));
      const preview = await files.put(Readable.from([Buffer.from(`png ${newCode()}`)]));
      return {
        orientationName: orientation.orientation_name,
        aspect: orientation.orientation,
        width,
        height,
        contentHash: stored.hash,
        previewHash: preview.hash,
      };
    }),
  );
  const first = documents[0]!;
  const [row] = await db
    .insert(media)
    .values({
      accountId,
      displayName: `Sign ${newCode()}`,
      mediaType: 'HtmlAd',
      mimeType: 'text/html',
      contentHash: first.contentHash,
      width: first.width,
      height: first.height,
      templateName: 'Welcome',
    })
    .returning();
  if (!row || !version) throw new Error('Creating a sign returned no row');
  await db.insert(signs).values({
    mediaId: row.id,
    accountId,
    templateVersionId: version.id,
    values: {},
    documents,
    documentHash: newCode(),
  });
  return row;
}
