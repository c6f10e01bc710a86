import type { CallBody, updateChannels } from '@marquee/contracts';
import { sql } from 'drizzle-orm';
import { channels } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { BadRequest, NotFound } from '../../platform/errors';
import { type Actor } from '../scope';
import { recordContentChange } from '../content';
import { findEditableChannels } from './editable-channel';
import { channelsOfPlayers } from './player-channels';

type ChannelChange = CallBody<typeof updateChannels>['Channels'][number];

/**
 * Switches screens' own channels on or off or to takeovers, and renames them: all the changes,
 * or none when one names a channel that cannot be changed. Only the screens concerned hear that
 * their content changed.
 */
export async function modifyChannels(
  db: Database,
  actor: Actor,
  changes: readonly ChannelChange[],
) {
  const editable = await findEditableChannels(
    db,
    actor,
    changes.map((change) => change.ChannelCode),
  );
  // A channel named twice takes its last change, as if they were made one after the other.
  const lastChanges = new Map(changes.map((change) => [change.ChannelCode, change]));
  const found = [...lastChanges.values()].map((change) => {
    const { channel, player } = editable.get(change.ChannelCode)!;
    if (player.playerCode !== change.PlayerCode) {
      throw new NotFound('There is no such channel on that screen.');
    }
    return { channel, player, change };
  });
  const rows = found.map(({ channel, change }) => ({
    id: channel.id,
    is_active: change.IsActive,
    is_takeover: change.IsTakeover,
    name: change.Name ?? null,
  }));
  const screens = [...new Map(found.map(({ player }) => [player.id, player])).values()];
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update ${channels} c set
        is_active = v.is_active,
        is_takeover = v.is_takeover,
        name = coalesce(v.name, c.name),
        updated_at = now()
      from json_to_recordset(${JSON.stringify(rows)}::json)
        as v(id uuid, is_active boolean, is_takeover boolean, name text)
      where c.id = v.id`);
    await recordContentChange(tx, {
      accountId: actor.accountId,
      playerIds: screens.map((player) => player.id),
    });
  });
  const changed = new Set(found.map(({ channel }) => channel.channelCode));
  return (await channelsOfPlayers(db, actor, screens))
    .flatMap((screen) => screen.channels)
    .filter((channel) => changed.has(channel.channelCode));
}

/** One channel's change (`PUT /api/channels/{code}`); the body names the channel of the address. */
export async function modifyChannel(
  db: Database,
  actor: Actor,
  code: string,
  change: ChannelChange,
) {
  // The address's channel is refused first, as one the caller may not change.
  if (change.ChannelCode !== code) {
    await findEditableChannels(db, actor, [code, change.ChannelCode]);
    throw new BadRequest('ChannelCode: must be the code in the address');
  }
  const [channel] = await modifyChannels(db, actor, [change]);
  if (!channel) throw new NotFound('There is no such channel on that screen.');
  return channel;
}
