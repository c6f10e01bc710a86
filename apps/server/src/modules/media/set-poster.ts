import { and, eq } from 'drizzle-orm';
import { media } from '../../db/schema';
import { NotFound, UnsupportedMediaType } from '../../platform/errors';
import type { Tenant } from '../../platform/http/define-route';
import { fileKinds } from './media-content';
import type { MediaServices } from './media-context';
import { posterFields } from './process-media';
import { releaseFiles } from './release-files';

/** Makes a video's thumbnail from a poster frame the browser captured (PNG or JPEG). */
export async function setPoster(
  services: MediaServices,
  tenant: Tenant,
  mediaCode: string,
  still: Buffer,
): Promise<void> {
  const isStill = fileKinds.some((kind) => kind.mediaType === 'Photo' && kind.isAt(still));
  if (!isStill) throw new UnsupportedMediaType('A poster must be a PNG or JPEG image');
  const [row] = await services.db
    .select({ id: media.id, thumbnailHash: media.thumbnailHash })
    .from(media)
    .where(
      and(
        eq(media.accountId, tenant.accountId),
        eq(media.mediaCode, mediaCode),
        eq(media.mediaType, 'Video'),
      ),
    );
  if (!row) throw new NotFound('No such video');
  let fields;
  try {
    fields = await posterFields(services, still);
  } catch {
    throw new UnsupportedMediaType('The poster is not a readable image');
  }
  await services.db
    .update(media)
    .set({ ...fields, processing: 'ready' })
    .where(eq(media.id, row.id));
  await releaseFiles(services.db, services.files, [row.thumbnailHash]);
}
