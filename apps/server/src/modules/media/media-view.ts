import type { Media, MediaTag } from '@marquee/contracts';
import { can } from '@marquee/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { media, mediaTags, tags } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';

/** The columns a media view is made of. */
export const mediaColumns = {
  id: media.id,
  mediaCode: media.mediaCode,
  displayName: media.displayName,
  description: media.description,
  mediaType: media.mediaType,
  library: media.library,
  fileName: media.fileName,
  mimeType: media.mimeType,
  sizeBytes: media.sizeBytes,
  width: media.width,
  height: media.height,
  durationMs: media.durationMs,
  videoCodec: media.videoCodec,
  orientation: media.orientation,
  contentHash: media.contentHash,
  thumbnailHash: media.thumbnailHash,
  previewHash: media.previewHash,
  processing: media.processing,
  templateName: media.templateName,
  registeredAt: media.registeredAt,
  modifiedAt: media.modifiedAt,
};

export type MediaRow = {
  [K in keyof typeof mediaColumns]: (typeof mediaColumns)[K]['_']['data'] extends infer D
    ? (typeof mediaColumns)[K]['_']['notNull'] extends true
      ? D
      : D | null
    : never;
};

export function tagView(tag: { tagCode: string; name: string; color: string | null }): MediaTag {
  return {
    tagCode: tag.tagCode,
    name: tag.name,
    tagAttribute: [{ attributeName: 'Color', attributeValue: tag.color ?? 'transparent' }],
  };
}

/** The tags of several media in one query, by media id. */
async function tagsOf(db: Database, mediaIds: string[]): Promise<Map<string, MediaTag[]>> {
  const byMedia = new Map<string, MediaTag[]>();
  if (mediaIds.length === 0) return byMedia;
  const rows = await db
    .select({
      mediaId: mediaTags.mediaId,
      tagCode: tags.tagCode,
      name: tags.name,
      color: tags.color,
    })
    .from(mediaTags)
    .innerJoin(tags, eq(tags.id, mediaTags.tagId))
    .where(inArray(mediaTags.mediaId, mediaIds))
    .orderBy(asc(tags.name));
  for (const row of rows) {
    byMedia.set(row.mediaId, [...(byMedia.get(row.mediaId) ?? []), tagView(row)]);
  }
  return byMedia;
}

const fileAddress = (code: string, file: string, hash: string) =>
  `/api/media/${encodeURIComponent(code)}/${file}?v=${hash}`;

/**
 * A video is its own preview, and so is a photo (a checked JPEG or PNG) until its preview job has
 * run.
 */
export function isOwnPreview(row: Pick<MediaRow, 'mediaType' | 'previewHash'>): boolean {
  return row.mediaType === 'Video' || (row.mediaType === 'Photo' && !row.previewHash);
}

type FileColumns = Pick<
  MediaRow,
  'mediaCode' | 'mediaType' | 'displayName' | 'contentHash' | 'previewHash' | 'thumbnailHash'
>;

/** Where a signed-in user's browser loads a media's preview and thumbnail. */
export function mediaFileUrls(row: FileColumns) {
  const hash = isOwnPreview(row) ? row.contentHash : row.previewHash;
  return {
    previewUrl:
      row.mediaType === 'WebPage'
        ? row.displayName
        : hash
          ? fileAddress(row.mediaCode, 'Preview', hash)
          : null,
    thumbnailUrl: row.thumbnailHash
      ? fileAddress(row.mediaCode, 'thumbnail', row.thumbnailHash)
      : null,
  };
}

function viewOf(row: MediaRow, tagList: MediaTag[], actor: Actor): Media {
  const canEdit = can(actor, 'MediaLibrary', 'edit');
  return {
    mediaCode: row.mediaCode,
    displayName: row.displayName,
    description: row.description,
    mediaType: row.mediaType,
    mediaTypes: [row.mediaType],
    library: row.library,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    resolution: row.width && row.height ? `${row.width}x${row.height}` : null,
    duration: row.durationMs === null ? null : row.durationMs / 1000,
    videoCodec: row.videoCodec,
    orientation: row.orientation,
    orientations: row.orientation ? [row.orientation] : [],
    ...mediaFileUrls(row),
    processing: row.processing,
    tags: tagList,
    registeredDateTime: row.registeredAt.toISOString(),
    modifiedDateTime: row.modifiedAt.toISOString(),
    mediaSpecificInformation: { templateName: row.templateName },
    allow: { edit: canEdit, delete: canEdit },
  };
}

/** Views of media rows with their tags, in the rows' order. */
export async function mediaViews(db: Database, actor: Actor, rows: MediaRow[]): Promise<Media[]> {
  const tagMap = await tagsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => viewOf(row, tagMap.get(row.id) ?? [], actor));
}
