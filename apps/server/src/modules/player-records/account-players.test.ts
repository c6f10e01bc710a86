import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '../../db/schema';
import { createAccount, createPlayer } from '../../test/factories';
import { openedEmptyDatabaseForFile } from '../../test/opened-empty-database';
import {
  deletePlayerRows,
  placePlayers,
  savePermissionTags,
  savePlayerSettings,
  saveShowNameInfo,
} from '.';

const db = openedEmptyDatabaseForFile();

describe("a player record's writes", () => {
  it("change the named account's players and never another account's, whatever id they get", async () => {
    const [own, other] = [await createAccount(db()), await createAccount(db())];
    const mine = await createPlayer(db(), own.id, { name: 'Mine' });
    const theirs = await createPlayer(db(), other.id, { name: 'Theirs' });
    const both = { accountId: own.id, playerIds: [mine.id, theirs.id] };
    const before = (await db().select().from(players).where(eq(players.id, theirs.id)))[0];

    await savePlayerSettings(
      db(),
      { accountId: own.id, playerId: theirs.id },
      {
        name: 'Taken over',
        mountedDirection: 'Portrait',
        playerFormatId: mine.playerFormatId,
        locationId: null,
      },
    );
    const placed = await placePlayers(db(), both, { mountedDirection: 'Portrait' });
    await saveShowNameInfo(db(), { accountId: own.id, playerId: theirs.id }, true);
    await savePermissionTags(db(), { accountId: own.id, playerId: theirs.id }, ['x']);
    const deleted = await deletePlayerRows(db(), { accountId: own.id, playerIds: [theirs.id] });

    expect(placed.map((row) => row.id)).toEqual([mine.id]);
    expect(deleted).toBe(0);
    const after = (await db().select().from(players).where(eq(players.id, theirs.id)))[0];
    expect(after).toEqual(before);
    const [moved] = await db().select().from(players).where(eq(players.id, mine.id));
    expect(moved?.mountedDirection).toBe('Portrait');
  });

  it('delete nothing when no player is named', async () => {
    const account = await createAccount(db());
    await createPlayer(db(), account.id);
    expect(await deletePlayerRows(db(), { accountId: account.id, playerIds: [] })).toBe(0);
    expect(await db().select().from(players).where(eq(players.accountId, account.id))).toHaveLength(
      1,
    );
  });
});
