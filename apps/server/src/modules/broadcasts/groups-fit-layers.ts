import type { BroadcastInput } from '@marquee/contracts';
import { doesNotFitLayer, fitsLayer } from '@marquee/domain';
import { inArray } from 'drizzle-orm';
import { formatLayers, media } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Conflict } from '../../platform/errors';
import type { Actor } from '../scope';

/**
 * While the account does not allow all formats in playlists, every media of a group must fit
 * each layer the group plays on (409 otherwise). Codes are known to exist by now.
 */
export async function assertGroupsFitLayers(db: Database, actor: Actor, input: BroadcastInput) {
  if (actor.featureFlags.allowAllFormatsInPlaylist) return;
  const layerCodes = [...new Set(input.groups.flatMap((g) => g.layers))];
  const mediaCodes = [...new Set(input.groups.flatMap((g) => g.media.map((m) => m.mediaCode)))];
  if (!layerCodes.length || !mediaCodes.length) return;
  const [layers, items] = await Promise.all([
    db
      .select({
        code: formatLayers.layerCode,
        width: formatLayers.width,
        height: formatLayers.height,
      })
      .from(formatLayers)
      .where(inArray(formatLayers.layerCode, layerCodes)),
    db
      .select({ code: media.mediaCode, mediaType: media.mediaType, orientation: media.orientation })
      .from(media)
      .where(inArray(media.mediaCode, mediaCodes)),
  ]);
  const layerOf = new Map(layers.map((layer) => [layer.code, layer]));
  const itemOf = new Map(items.map((item) => [item.code, item]));
  for (const group of input.groups) {
    for (const { mediaCode } of group.media) {
      const item = itemOf.get(mediaCode);
      for (const code of group.layers) {
        const layer = layerOf.get(code);
        if (item && layer && !fitsLayer(item, layer)) {
          throw new Conflict(doesNotFitLayer);
        }
      }
    }
  }
}
