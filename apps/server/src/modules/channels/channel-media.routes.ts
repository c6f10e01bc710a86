import * as calls from '@marquee/contracts';
import { actorOf } from '../scope';
import { channelPlaylistOf, findEditableChannel } from './editable-channel';
import { playlistEditRoutes } from './playlist-edit-routes';

type Context = Parameters<typeof actorOf>[0] & { params: { code: string } };

/** The rows of the channel a call names, through the same edits as a screen's own playlist. */
async function channelPlaylist(context: Context) {
  const actor = actorOf(context);
  const found = await findEditableChannel(context.db, actor, context.params.code);
  return { actor, target: channelPlaylistOf(found) };
}

const edit = playlistEditRoutes(channelPlaylist);

/** The media rows of a screen's own channels (spec 001 section 7 Channels). */
export const channelMediaRoutes = [
  edit.addMedia(calls.addChannelMedia, ({ params }) => params.mediaCode),
  edit.setRow(calls.setChannelMediaRow, ({ body }) => body.broadcastMediaCode),
  edit.reorder(calls.reorderChannelMedia, ({ body }) => ({
    broadcastMediaCodes: body.mediaRows
      .toSorted((a, b) => a.orderN - b.orderN)
      .map((row) => row.broadcastMediaCode),
  })),
  edit.deleteRow(calls.deleteChannelMediaRow, ({ params }) => params.mediaCode),
  edit.deleteRows(calls.deleteChannelMediaRows),
  edit.setRowsStatus(calls.setChannelMediaRowsStatus),
];
