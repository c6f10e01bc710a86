import { explainSchedule } from '@marquee/domain';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import { findPlayer, type Actor } from '../scope';
import { loadManifests } from '../content';

/** "Why is this playing" for a visible screen at an instant, read from its manifest. */
export async function explainPlayerSchedule(
  db: Database,
  actor: Actor,
  playerCode: string,
  at: Date,
) {
  const player = await findPlayer(db, actor, playerCode);
  const manifest = (await loadManifests(db, [player.id])).get(player.id);
  if (!manifest) throw new NotFound('There is no screen with that code.');
  const explanation = explainSchedule(manifest.layers, manifest.timeZone, at, manifest.triggers);
  return {
    at: at.toISOString(),
    localDateTime: explanation.localDateTime,
    timeZone: manifest.timeZone,
    validUntil: explanation.validUntil?.toISOString() ?? null,
    layers: explanation.layers.map((layer, l) => ({
      layerCode: layer.layerCode,
      channels: layer.channels.map(({ origin: _origin, nextTakeoverWindowAt, ...channel }, c) => {
        const source = manifest.layers[l]?.channels[c];
        return {
          ...channel,
          ...(nextTakeoverWindowAt
            ? { nextTakeoverWindowAt: nextTakeoverWindowAt.toISOString() }
            : {}),
          source: source?.source ?? 'manual',
          broadcastCode: source?.broadcastCode ?? null,
        };
      }),
    })),
  };
}
