import type { PlayerFormatUpdateInput } from '@marquee/contracts';
import { asc, eq } from 'drizzle-orm';
import { formatLayers } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { Conflict, NotFound } from '../../../platform/errors';
import { recordAudit } from '../../audit';
import { replacePlayerFormat } from '../../player-formats';
import type { SupportActor } from '../../scope';
import { findChangeableFormat } from './changeable-format';
import { relayFormatScreens, screensUsingFormat } from './format-screens';
import { formatValues, listedLayers } from './format-values';
import { formatView } from './format-view';

/**
 * Saves a whole format: listed layers with a code are changed, those without are added, the
 * others removed, which screens playing in the format forbid. Its screens are laid out anew.
 */
export async function updatePlayerFormat(
  db: Database,
  actor: SupportActor,
  input: PlayerFormatUpdateInput,
) {
  const reach = await actor.clients();
  return db.transaction(async (tx) => {
    const { format, client } = await findChangeableFormat(tx, reach, input.playerFormatCode);
    const before = await formatView(tx, format.id);
    const stored = await tx
      .select({ id: formatLayers.id, layerCode: formatLayers.layerCode, name: formatLayers.name })
      .from(formatLayers)
      .where(eq(formatLayers.playerFormatId, format.id))
      .orderBy(asc(formatLayers.zOrder), asc(formatLayers.name));
    const idOf = new Map(stored.map((layer) => [layer.layerCode, layer.id]));
    input.layers.forEach((layer, index) => {
      if (layer.layerCode && !idOf.has(layer.layerCode)) {
        throw new NotFound(`layers[${index}].layerCode: no such layer in this format`);
      }
    });
    const listed = listedLayers(input, stored);
    const listedCodes = new Set(listed.map((layer) => layer.layerCode));
    const removed = stored.filter((layer) => !listedCodes.has(layer.layerCode));
    if (removed.length) {
      const screens = await screensUsingFormat(tx, format.id);
      if (screens > 0) {
        const names = removed.map((layer) => layer.name).join(', ');
        throw new Conflict(`layers: ${names} cannot be removed, used by ${screens} screens`);
      }
    }
    const layers = listed.map(({ layerCode, ...layer }) => ({
      ...layer,
      id: layerCode ? idOf.get(layerCode) : undefined,
    }));
    await replacePlayerFormat(
      tx,
      format.id,
      formatValues(input),
      layers,
      removed.map((layer) => layer.id),
    );
    await relayFormatScreens(tx, format.id);
    const after = await formatView(tx, format.id);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: client?.id ?? null,
      action: 'updatePlayerFormat',
      details: { before, after },
    });
    return after;
  });
}
