import { and, eq, sql } from 'drizzle-orm';
import { broadcastGroups, broadcasts, channels, players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Conflict, NotFound } from '../../platform/errors';
import { findPlayer, type ScreensViewer } from './find-player';
import type { PlaylistTarget } from './playlist-rows';

const noChannel = 'There is no channel with that code.';

/**
 * A channel of a visible screen that the channels calls may change: one made on the screen.
 * One a broadcast generates is refused with 409 (it is changed in its broadcast); any other
 * code, another account's included, is 404.
 */
export async function findEditableChannel(db: Database, viewer: ScreensViewer, code: string) {
  const [channel] = await db
    .select({
      id: channels.id,
      channelCode: channels.channelCode,
      isDefault: channels.isDefault,
      isManuallyGenerated: channels.isManuallyGenerated,
      playerCode: players.playerCode,
    })
    .from(channels)
    .innerJoin(players, eq(players.id, channels.playerId))
    .where(and(eq(channels.accountId, viewer.accountId), eq(channels.channelCode, code)));
  if (!channel) {
    await refuseBroadcastChannel(db, viewer, code);
    throw new NotFound(noChannel);
  }
  // A channel of a screen outside the user's screens is not theirs to see: no channel.
  const player = await findPlayer(db, viewer, channel.playerCode).catch((error: unknown) => {
    throw error instanceof NotFound ? new NotFound(noChannel) : error;
  });
  if (!channel.isManuallyGenerated) {
    throw new Conflict('This channel comes from a broadcast: change it in the broadcast.');
  }
  return { channel, player };
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
async function refuseBroadcastChannel(db: Database, viewer: ScreensViewer, code: string) {
  const [generated] = await db
    .select({ name: broadcasts.name })
    .from(broadcastGroups)
    .innerJoin(broadcasts, eq(broadcasts.id, broadcastGroups.broadcastId))
    .where(
      and(
        eq(broadcastGroups.accountId, viewer.accountId),
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
