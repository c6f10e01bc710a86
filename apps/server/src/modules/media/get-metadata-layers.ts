import { randomUUID } from 'node:crypto';
import { layersInXmp, type MetadataLayer } from '@marquee/domain';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { findVisibleMedia } from './find-media';
import type { MediaPlatform } from './media-context';
import { readXmpPackets } from './read-xmp-packets';

/**
 * The metadata layers a photo's or video's file describes (XMP `marquee:layers`), from its first
 * packet that describes any; none for other media types. A media the caller may not see is 404.
 */
export async function getMetadataLayers(
  db: Database,
  actor: Actor,
  platform: MediaPlatform,
  mediaCode: string,
): Promise<MetadataLayer[]> {
  const row = await findVisibleMedia(db, actor, mediaCode);
  const isVideo = row.mediaType === 'Video';
  if ((!isVideo && row.mediaType !== 'Photo') || !row.contentHash) return [];
  const packets = await readXmpPackets(platform.files, {
    hash: row.contentHash,
    sizeBytes: row.sizeBytes ?? (await platform.files.stat(row.contentHash))?.sizeBytes ?? 0,
    isVideo,
  });
  for (const packet of packets) {
    const layers = layersInXmp(packet, row.mediaCode, randomUUID);
    if (layers.length > 0) return layers;
  }
  return [];
}
