import type {
  CallBody,
  createPlayer as createPlayerCall,
  PlayerListItem,
} from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import { playerTags, players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { NotFound } from '../../platform/errors';
import { findRegistrationByPairingCode, pairRegistration } from '../screen-gateway';
import { ensureDefaultChannels } from '../channels';
import { recordContentChange } from '../content';
import { createPlayerRow } from '../player-records';
import { playerListColumns, toPlayerListItems } from './player-list-items';
import { findLocationId, findUsableFormat } from './player-references';
import { ensurePlayerTags } from '../media';

export const noPlayerWithSecret = 'There is no player with that player secret.';

/** Whether a screen waiting to be paired shows this code now. */
export async function lookupPlayerBySecret(db: Database, secret: string): Promise<boolean> {
  return (await findRegistrationByPairingCode(db, secret)) !== null;
}

/**
 * Creates a screen with its own playlist on every layer and, unless it is a screen without a
 * device, binds the waiting device that shows the code, all in one transaction. The binding is a
 * conditional update, so of two pairings of one code exactly one commits; the other rolls back.
 */
export async function pairPlayer(
  db: Database,
  actor: Actor,
  input: CallBody<typeof createPlayerCall>,
): Promise<PlayerListItem> {
  const id = await db.transaction(async (tx) => {
    const registration = input.pairScreenWithAccount
      ? await findRegistrationByPairingCode(tx, input.playerSecret)
      : null;
    if (input.pairScreenWithAccount && !registration) throw new NotFound(noPlayerWithSecret);
    const player = await createPlayerRow(tx, {
      accountId: actor.accountId,
      name: input.name,
      playerFormatId: await findUsableFormat(tx, actor, input.playerFormatCode),
      locationId: await findLocationId(tx, actor, input.locationCode),
      mountedDirection: input.mountedDirection,
    });
    const tagIds = await ensurePlayerTags(tx, actor, input.tags);
    if (tagIds.length) {
      await tx.insert(playerTags).values(tagIds.map((tagId) => ({ playerId: player.id, tagId })));
    }
    await ensureDefaultChannels(tx, [player]);
    // The new playlists are what the screen plays: recorded, the player's manifest version and
    // the time it was made are stored before any screen reports playing it.
    await recordContentChange(tx, { accountId: actor.accountId, playerIds: [player.id] });
    if (registration)
      await pairRegistration(tx, { registrationId: registration.id, playerId: player.id });
    return player.id;
  });
  const rows = await db.select(playerListColumns).from(players).where(eq(players.id, id));
  const [item] = await toPlayerListItems(db, rows);
  if (!item) throw new Error('A new player could not be read back');
  return item;
}
