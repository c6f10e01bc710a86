import { Conflict } from '../../platform/errors';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { findByFileName } from './lookup-media-file';
import type { MediaPlatform } from './media-context';
import { uploadFile, type IncomingFile } from './upload-media';

/**
 * Stores an image fetched for the account's items (a social post's picture) in the ItemImages
 * library under the file's name, checked by its bytes as an upload is (415 when they are not the
 * JPEG or PNG the name says). A name stored before answers that media again, also when two
 * imports of it race, so a caller that names images by their address stores each one once.
 */
export async function importItemImage(
  db: Database,
  actor: Actor,
  platform: MediaPlatform,
  file: IncomingFile,
): Promise<string> {
  const earlier = await findByFileName(db, actor, 'ItemImages', file.filename);
  if (earlier?.inScope) {
    file.file.destroy();
    return earlier.mediaCode;
  }
  try {
    const stored = await uploadFile(db, actor, platform, file, {
      allowOverwrite: false,
      library: 'ItemImages',
    });
    if (!stored.mediaCode) throw new Error('Storing an item image returned no media');
    return stored.mediaCode;
  } catch (error) {
    const raced =
      error instanceof Conflict && (await findByFileName(db, actor, 'ItemImages', file.filename));
    if (raced && raced.inScope) return raced.mediaCode;
    throw error;
  }
}
