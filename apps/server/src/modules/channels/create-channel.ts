import type { CallBody, createChannel as createChannelCall } from '@marquee/contracts';
import { and, eq } from 'drizzle-orm';
import { channels, formatLayers } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import { findPlayer, type Actor } from '../scope';
import { recordContentChange } from '../content';
import { channelOfPlayer } from './player-channels';

/** Adds a channel of its own to a layer of a visible screen's format; the screen is told. */
export async function createChannel(
  db: Database,
  actor: Actor,
  input: CallBody<typeof createChannelCall>,
) {
  const player = await findPlayer(db, actor, input.playerCode);
  const [layer] = await db
    .select({ id: formatLayers.id })
    .from(formatLayers)
    .where(
      and(
        eq(formatLayers.playerFormatId, player.playerFormatId),
        eq(formatLayers.layerCode, input.layerCode),
      ),
    );
  if (!layer) throw new NotFound('There is no layer with that code on this screen.');
  const [row] = await db.transaction(async (tx) => {
    const added = await tx
      .insert(channels)
      .values({
        accountId: actor.accountId,
        playerId: player.id,
        formatLayerId: layer.id,
        name: input.channelName,
      })
      .returning({ code: channels.channelCode });
    await recordContentChange(tx, { accountId: actor.accountId, playerIds: [player.id] });
    return added;
  });
  if (!row) throw new Error('Adding a channel returned no row');
  return channelOfPlayer(db, actor, player.playerCode, row.code);
}
