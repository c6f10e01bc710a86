import type { CallBody, updateChannels } from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import { channels } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { BadRequest, NotFound } from '../../platform/errors';
import type { ScreensViewer } from '../players/find-player';
import { contentChanged } from '../screen-gateway';
import { findEditableChannel } from '../players/editable-channel';
import { channelsOfPlayers } from './player-channels';

type Editable = Awaited<ReturnType<typeof findEditableChannel>>;
type ChannelChange = CallBody<typeof updateChannels>['Channels'][number];

/**
 * Switches screens' own channels on or off or to takeovers, and renames them: all the changes,
 * or none when one names a channel that cannot be changed. Only the screens concerned hear that
 * their content changed.
 */
export async function modifyChannels(
  db: Database,
  viewer: ScreensViewer,
  changes: readonly ChannelChange[],
) {
  const found: Array<Editable & { change: ChannelChange }> = [];
  for (const change of changes) {
    const editable = await findEditableChannel(db, viewer, change.ChannelCode);
    if (editable.player.playerCode !== change.PlayerCode) {
      throw new NotFound('There is no such channel on that screen.');
    }
    found.push({ ...editable, change });
  }
  await db.transaction(async (tx) => {
    for (const { change, channel } of found) {
      await tx
        .update(channels)
        .set({ isActive: change.IsActive, isTakeover: change.IsTakeover, name: change.Name })
        .where(eq(channels.id, channel.id));
    }
  });
  const screens = [...new Map(found.map(({ player }) => [player.id, player])).values()];
  await contentChanged(db, { playerIds: screens.map((player) => player.id) });
  const changed = new Set(found.map(({ channel }) => channel.channelCode));
  return (await channelsOfPlayers(db, viewer, screens))
    .flatMap((screen) => screen.channels)
    .filter((channel) => changed.has(channel.channelCode));
}

/** One channel's change (`PUT /api/channels/{code}`); the body names the channel of the address. */
export async function modifyChannel(
  db: Database,
  viewer: ScreensViewer,
  code: string,
  change: ChannelChange,
) {
  await findEditableChannel(db, viewer, code);
  if (change.ChannelCode !== code) {
    await findEditableChannel(db, viewer, change.ChannelCode);
    throw new BadRequest('ChannelCode: must be the code in the address');
  }
  const [channel] = await modifyChannels(db, viewer, [change]);
  if (!channel) throw new NotFound('There is no such channel on that screen.');
  return channel;
}
