import * as calls from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import {
  addPlaylistMedia,
  deletePlaylistRows,
  reorderPlaylist,
  setPlaylistRowDuration,
  setPlaylistRowSchedule,
  setPlaylistRowsStatus,
} from '../players/playlist-edits';
import { screensViewerOf } from '../players/screens-scope';
import { channelPlaylistOf, findEditableChannel } from '../players/editable-channel';

const ok = { ok: true } as const;

type Context = Parameters<typeof screensViewerOf>[0] & { params: { code: string } };

/** The rows of the channel a call names, through the same edits as a screen's own playlist. */
async function channelPlaylist(context: Context) {
  const viewer = await screensViewerOf(context);
  const found = await findEditableChannel(context.db, viewer, context.params.code);
  return { viewer, target: channelPlaylistOf(found) };
}

/** The media rows of a screen's own channels (spec 001 section 7 Channels). */
export const channelMediaRoutes = [
  defineRoute(calls.addChannelMedia, async (context) => {
    const { viewer, target } = await channelPlaylist(context);
    const input = { mediaCode: context.params.mediaCode, ...context.body };
    return {
      success: ok,
      mediaRow: await addPlaylistMedia(context.db, viewer, context.auth, target, input),
    };
  }),
  defineRoute(calls.setChannelMediaRow, async (context) => {
    const { target } = await channelPlaylist(context);
    const { body } = context;
    const code = body.broadcastMediaCode;
    const mediaRow =
      'periods' in body
        ? await setPlaylistRowSchedule(context.db, target, code, body.periods)
        : await setPlaylistRowDuration(context.db, target, code, body.durationSeconds);
    return { success: ok, mediaRow };
  }),
  defineRoute(calls.reorderChannelMedia, async (context) => {
    const { target } = await channelPlaylist(context);
    const rows = context.body.mediaRows.toSorted((a, b) => a.orderN - b.orderN);
    const broadcastMediaCodes = rows.map((row) => row.broadcastMediaCode);
    await reorderPlaylist(context.db, target, { broadcastMediaCodes });
    return { success: ok };
  }),
  defineRoute(calls.deleteChannelMediaRow, async (context) => {
    const { target } = await channelPlaylist(context);
    await deletePlaylistRows(context.db, target, [context.params.mediaCode]);
    return { success: ok };
  }),
  defineRoute(calls.deleteChannelMediaRows, async (context) => {
    const { target } = await channelPlaylist(context);
    const codes = context.body.broadcastMediaCodes;
    return { success: ok, deletedCount: await deletePlaylistRows(context.db, target, codes) };
  }),
  defineRoute(calls.setChannelMediaRowsStatus, async (context) => {
    const { target } = await channelPlaylist(context);
    return {
      success: ok,
      modifiedCount: await setPlaylistRowsStatus(context.db, target, context.body),
    };
  }),
];
