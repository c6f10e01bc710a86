import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { findVisibleMedia } from './find-media';
import { mediaViews } from './media-view';

export async function getMediaMetadata(db: Database, actor: Actor, code: string) {
  const row = await findVisibleMedia(db, actor, code);
  const [view] = await mediaViews(db, actor, [row]);
  return view!;
}
