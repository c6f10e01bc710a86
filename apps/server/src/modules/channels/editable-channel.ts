import { and, eq, inArray, sql } from 'drizzle-orm';
import { broadcastGroups, broadcasts, channels, players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Conflict, NotFound } from '../../platform/errors';
import { type Actor } from '../scope';
import type { PlaylistTarget } from './playlist-rows';

const noChannel = 'There is no channel with that code.';

/**
 * Channels of visible screens that the channels calls may change: ones made on a screen. One a
 * broadcast generates is refused with 409 (it is changed in its broadcast); any other code,
 * another account's or one on a screen the user may not see included, is 404. All of them in
 * one query, by code, or the refusal of the first that cannot be changed.
 */
export async function findEditableChannels(db: Database, actor: Actor, codes: readonly string[]) {
  const rows = await db
    .select({
      channel: {
        id: channels.id,
        channelCode: channels.channelCode,
        isDefault: channels.isDefault,
        isManuallyGenerated: channels.isManuallyGenerated,
      },
      player: players,
    })
    .from(channels)
    .innerJoin(players, eq(players.id, channels.playerId))
    .where(
      and(
        eq(channels.accountId, actor.accountId),
        inArray(channels.channelCode, [...new Set(codes)]),
        await actor.players(),
      ),
    );
  const byCode = new Map(rows.map((row) => [row.channel.channelCode, row]));
  for (const code of codes) {
    const found = byCode.get(code);
    if (!found) {
      await refuseBroadcastChannel(db, actor, code);
      throw new NotFound(noChannel);
    }
    if (!found.channel.isManuallyGenerated) {
      throw new Conflict('This channel comes from a broadcast: change it in the broadcast.');
    }
  }
  return byCode;
}

/** One channel as `findEditableChannels` finds them. */
export async function findEditableChannel(db: Database, actor: Actor, code: string) {
  return (await findEditableChannels(db, actor, [code])).get(code)!;
}

/** The rows of one channel of a screen, as the shared playlist edits take them. */
export const channelPlaylistOf = ({
  channel,
  player,
}: Awaited<ReturnType<typeof findEditableChannel>>): PlaylistTarget => ({
  owner: player,
  channels: eq(channels.id, channel.id),
});

/** A broadcast generates its channels on the fly, coded `<broadcast>_<group>`; 409 for those. */
async function refuseBroadcastChannel(db: Database, actor: Actor, code: string) {
  const [generated] = await db
    .select({ name: broadcasts.name })
    .from(broadcastGroups)
    .innerJoin(broadcasts, eq(broadcasts.id, broadcastGroups.broadcastId))
    .where(
      and(
        eq(broadcastGroups.accountId, actor.accountId),
        sql`${broadcasts.broadcastCode} || '_' || ${broadcastGroups.groupCode} = ${code}`,
      ),
    )
    .limit(1);
  if (generated) {
    throw new Conflict(
      `This channel comes from the broadcast "${generated.name}": change it in the broadcast.`,
    );
  }
}
