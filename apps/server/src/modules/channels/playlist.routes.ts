import * as calls from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { ok } from '../../platform/http/success-envelope';
import { NotFound } from '../../platform/errors';
import { channelPlaylistOf, findEditableChannel } from './editable-channel';
import { actorOf, findPlayer } from '../scope';
import { playlistEditRoutes } from './playlist-edit-routes';
import { ownPlaylistOf, playlistLayers } from './playlist-rows';

type Context = Parameters<typeof actorOf>[0] & { params: { id: string } };

/** The visible screen's own playlist that a call edits, and who edits it. */
async function ownPlaylist(context: Context) {
  const actor = actorOf(context);
  const player = await findPlayer(context.db, actor, context.params.id);
  return { actor, target: ownPlaylistOf(player) };
}

const edit = playlistEditRoutes(ownPlaylist);

/** A screen's own playlist: its media rows per layer (spec 001 section 7 Playlists). */
export const playlistRoutes = [
  defineRoute(calls.listPlayerMediaRows, async (context) => {
    const { channelCode } = context.query;
    const { actor, target } = await ownPlaylist(context);
    if (channelCode === undefined) {
      return { success: ok, layers: await playlistLayers(context.db, target) };
    }
    const found = await findEditableChannel(context.db, actor, channelCode);
    if (found.player.id !== target.owner.id) {
      throw new NotFound('There is no such channel on that screen.');
    }
    return { success: ok, layers: await playlistLayers(context.db, channelPlaylistOf(found)) };
  }),
  edit.addMedia(calls.addPlayerMedia, ({ params }) => params.code),
  edit.deleteRow(calls.deletePlayerMediaRow, ({ params }) => params.code),
  edit.deleteRows(calls.deletePlayerMediaRows),
  edit.setRow(calls.setPlayerMediaRowSchedule, ({ params }) => params.code),
  edit.setRow(calls.setPlayerMediaRowDuration, ({ params }) => params.code),
  edit.reorder(calls.reorderPlayerMediaRows, ({ body }) => body),
  edit.setRowsStatus(calls.setPlayerMediaRowsStatus),
];
