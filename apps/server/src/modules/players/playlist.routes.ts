import * as calls from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { NotFound } from '../../platform/errors';
import { channelPlaylistOf, findEditableChannel } from './editable-channel';
import { findPlayer, type ScreensViewer } from './find-player';
import {
  addPlaylistMedia,
  deletePlaylistRows,
  reorderPlaylist,
  setPlaylistRowDuration,
  setPlaylistRowSchedule,
  setPlaylistRowsStatus,
} from './playlist-edits';
import { ownPlaylistOf, playlistLayers } from './playlist-rows';
import { screensViewerOf } from './screens-scope';

const ok = { ok: true } as const;

type Context = Parameters<typeof screensViewerOf>[0] & { params: { id: string } };

/** The visible screen's own playlist that a call edits, and who edits it. */
async function ownPlaylist(context: Context) {
  const viewer: ScreensViewer = await screensViewerOf(context);
  const player = await findPlayer(context.db, viewer, context.params.id);
  return { viewer, target: ownPlaylistOf(player) };
}

/** A screen's own playlist: its media rows per layer (spec 001 section 7 Playlists). */
export const playlistRoutes = [
  defineRoute(calls.listPlayerMediaRows, async (context) => {
    const { channelCode } = context.query;
    const { viewer, target } = await ownPlaylist(context);
    if (channelCode === undefined) {
      return { success: ok, layers: await playlistLayers(context.db, target) };
    }
    const found = await findEditableChannel(context.db, viewer, channelCode);
    if (found.player.id !== target.owner.id) {
      throw new NotFound('There is no such channel on that screen.');
    }
    return { success: ok, layers: await playlistLayers(context.db, channelPlaylistOf(found)) };
  }),
  defineRoute(calls.addPlayerMedia, async (context) => {
    const { viewer, target } = await ownPlaylist(context);
    const input = { mediaCode: context.params.code, ...context.body };
    return {
      success: ok,
      mediaRow: await addPlaylistMedia(context.db, viewer, context.auth, target, input),
    };
  }),
  defineRoute(calls.deletePlayerMediaRow, async (context) => {
    const { target } = await ownPlaylist(context);
    await deletePlaylistRows(context.db, target, [context.params.code]);
    return { success: ok };
  }),
  defineRoute(calls.deletePlayerMediaRows, async (context) => {
    const { target } = await ownPlaylist(context);
    const codes = context.body.broadcastMediaCodes;
    return { success: ok, deletedCount: await deletePlaylistRows(context.db, target, codes) };
  }),
  defineRoute(calls.setPlayerMediaRowSchedule, async (context) => {
    const { target } = await ownPlaylist(context);
    const { code } = context.params;
    const periods = context.body.periods;
    return {
      success: ok,
      mediaRow: await setPlaylistRowSchedule(context.db, target, code, periods),
    };
  }),
  defineRoute(calls.setPlayerMediaRowDuration, async (context) => {
    const { target } = await ownPlaylist(context);
    const { code } = context.params;
    const seconds = context.body.durationSeconds;
    return {
      success: ok,
      mediaRow: await setPlaylistRowDuration(context.db, target, code, seconds),
    };
  }),
  defineRoute(calls.reorderPlayerMediaRows, async (context) => {
    const { target } = await ownPlaylist(context);
    await reorderPlaylist(context.db, target, context.body);
    return { success: ok };
  }),
  defineRoute(calls.setPlayerMediaRowsStatus, async (context) => {
    const { target } = await ownPlaylist(context);
    return {
      success: ok,
      modifiedCount: await setPlaylistRowsStatus(context.db, target, context.body),
    };
  }),
];
