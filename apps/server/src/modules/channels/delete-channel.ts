import { eq } from 'drizzle-orm';
import { channels } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Conflict } from '../../platform/errors';
import { type Actor } from '../scope';
import { recordContentChange } from '../content';
import { findEditableChannel } from './editable-channel';

/**
 * Deletes a channel added to a screen, with its rows and their periods; a layer's default
 * channel (the screen's own playlist) stays. The screen is told.
 */
export async function deleteChannel(db: Database, actor: Actor, code: string) {
  const { channel, player } = await findEditableChannel(db, actor, code);
  if (channel.isDefault) {
    throw new Conflict(
      "A layer's default channel is the screen's own playlist: it cannot be deleted.",
    );
  }
  await db.transaction(async (tx) => {
    await tx.delete(channels).where(eq(channels.id, channel.id));
    await recordContentChange(tx, { accountId: actor.accountId, playerIds: [player.id] });
  });
}
