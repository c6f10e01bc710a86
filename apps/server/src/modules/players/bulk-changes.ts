import type { CallBody, modifyMultiplePlayers } from '@marquee/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { playerTags, tags } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { BadRequest } from '../../platform/errors';
import { recordContentChange } from '../content';
import { placePlayers, saveShowNameInfo } from '../player-records';
import { findPlayer, findPlayerIds, type Actor } from '../scope';
import { followFormatChange } from '../channels';
import { findLocationId, findUsableFormat } from './player-references';
import { ensurePlayerTags } from '../media';

/** Moves visible screens to a location (or none); their schedules then keep its time zone. */
export async function setPlayersLocation(
  db: Database,
  actor: Actor,
  playerCodes: readonly string[],
  locationCode: string | null,
) {
  const ids = await findPlayerIds(db, actor, playerCodes);
  const locationId = await findLocationId(db, actor, locationCode);
  await db.transaction(async (tx) => {
    await placePlayers(tx, { accountId: actor.accountId, playerIds: ids }, { locationId });
    await recordContentChange(tx, { accountId: actor.accountId, playerIds: ids });
  });
  return ids.length;
}

/** Adds tags (made when new) to visible screens, or takes them off. */
export async function changePlayersTags(
  db: Database,
  actor: Actor,
  input: { playerCodes: readonly string[]; tags: readonly string[]; added: boolean },
) {
  const ids = await findPlayerIds(db, actor, input.playerCodes);
  await db.transaction(async (tx) => {
    const tagIds = await ensurePlayerTags(tx, actor, input.tags);
    if (input.added) {
      const pairs = ids.flatMap((playerId) => tagIds.map((tagId) => ({ playerId, tagId })));
      await tx.insert(playerTags).values(pairs).onConflictDoNothing();
    } else {
      await tx
        .delete(playerTags)
        .where(and(inArray(playerTags.playerId, ids), inArray(playerTags.tagId, tagIds)));
    }
    // Tags decide which broadcasts reach a screen.
    await recordContentChange(tx, { accountId: actor.accountId, playerIds: ids });
  });
  return ids.length;
}

/** The tags of one visible screen, by name. */
export async function playerTagsOf(db: Database, actor: Actor, playerCode: string) {
  const player = await findPlayer(db, actor, playerCode);
  return db
    .select({ tagCode: tags.tagCode, name: tags.name, color: tags.color })
    .from(playerTags)
    .innerJoin(tags, eq(tags.id, playerTags.tagId))
    .where(eq(playerTags.playerId, player.id))
    .orderBy(tags.name);
}

/** Replaces the tags of one visible screen. */
export async function setPlayerTags(
  db: Database,
  actor: Actor,
  playerCode: string,
  names: readonly string[],
) {
  const player = await findPlayer(db, actor, playerCode);
  await db.transaction(async (tx) => {
    const tagIds = await ensurePlayerTags(tx, actor, names);
    await tx.delete(playerTags).where(eq(playerTags.playerId, player.id));
    if (tagIds.length) {
      await tx.insert(playerTags).values(tagIds.map((tagId) => ({ playerId: player.id, tagId })));
    }
    await recordContentChange(tx, { accountId: actor.accountId, playerIds: [player.id] });
  });
  return playerTagsOf(db, actor, playerCode);
}

/** Shows or hides the screen's name on the screen, which is told to fetch its state again. */
export async function setShowNameInfo(
  db: Database,
  actor: Actor,
  playerCode: string,
  showNameInfo: boolean,
) {
  const player = await findPlayer(db, actor, playerCode);
  await db.transaction(async (tx) => {
    await saveShowNameInfo(tx, { accountId: actor.accountId, playerId: player.id }, showNameInfo);
    await recordContentChange(tx, { accountId: actor.accountId, playerIds: [player.id] });
  });
}

/** Changes the format, orientation or location of several visible screens at once. */
export async function modifyPlayers(
  db: Database,
  actor: Actor,
  input: CallBody<typeof modifyMultiplePlayers>,
) {
  const ids = await findPlayerIds(db, actor, input.playerCodes);
  if (!input.playerFormatCode && !input.mountedDirection && input.locationCode === undefined) {
    throw new BadRequest('request body: name a playerFormatCode, mountedDirection or locationCode');
  }
  const playerFormatId = input.playerFormatCode
    ? await findUsableFormat(db, actor, input.playerFormatCode)
    : undefined;
  const locationId =
    input.locationCode === undefined
      ? undefined
      : await findLocationId(db, actor, input.locationCode);
  await db.transaction(async (tx) => {
    const changed = await placePlayers(
      tx,
      { accountId: actor.accountId, playerIds: ids },
      { playerFormatId, locationId, mountedDirection: input.mountedDirection },
    );
    if (playerFormatId) await followFormatChange(tx, changed);
    await recordContentChange(tx, { accountId: actor.accountId, playerIds: ids });
  });
  return ids.length;
}
