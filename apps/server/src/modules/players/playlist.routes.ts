import * as calls from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { findPlayer } from './find-player';
import {
  addPlaylistMedia,
  deletePlaylistRows,
  reorderPlaylist,
  setPlaylistRowDuration,
  setPlaylistRowSchedule,
  setPlaylistRowsStatus,
} from './playlist-edits';
import { playlistLayers } from './playlist-rows';
import { screensViewerOf } from './screens-scope';

const ok = { ok: true } as const;

/** A screen's own playlist: its media rows per layer (spec 001 section 7 Playlists). */
export const playlistRoutes = [
  defineRoute(calls.listPlayerMediaRows, async (context) => {
    const viewer = await screensViewerOf(context);
    const player = await findPlayer(context.db, viewer, context.params.id);
    return { success: ok, layers: await playlistLayers(context.db, player) };
  }),
  defineRoute(calls.addPlayerMedia, async (context) => ({
    success: ok,
    mediaRow: await addPlaylistMedia(context.db, await screensViewerOf(context), context.auth, {
      playerCode: context.params.id,
      mediaCode: context.params.code,
      ...context.body,
    }),
  })),
  defineRoute(calls.deletePlayerMediaRow, async (context) => {
    const viewer = await screensViewerOf(context);
    await deletePlaylistRows(context.db, viewer, context.params.id, [context.params.code]);
    return { success: ok };
  }),
  defineRoute(calls.deletePlayerMediaRows, async (context) => ({
    success: ok,
    deletedCount: await deletePlaylistRows(
      context.db,
      await screensViewerOf(context),
      context.params.id,
      context.body.broadcastMediaCodes,
    ),
  })),
  defineRoute(calls.setPlayerMediaRowSchedule, async (context) => ({
    success: ok,
    mediaRow: await setPlaylistRowSchedule(
      context.db,
      await screensViewerOf(context),
      context.params.id,
      context.params.code,
      context.body.periods,
    ),
  })),
  defineRoute(calls.setPlayerMediaRowDuration, async (context) => ({
    success: ok,
    mediaRow: await setPlaylistRowDuration(
      context.db,
      await screensViewerOf(context),
      context.params.id,
      context.params.code,
      context.body.durationSeconds,
    ),
  })),
  defineRoute(calls.reorderPlayerMediaRows, async (context) => {
    const viewer = await screensViewerOf(context);
    await reorderPlaylist(context.db, viewer, context.params.id, context.body);
    return { success: ok };
  }),
  defineRoute(calls.setPlayerMediaRowsStatus, async (context) => ({
    success: ok,
    modifiedCount: await setPlaylistRowsStatus(
      context.db,
      await screensViewerOf(context),
      context.params.id,
      context.body,
    ),
  })),
];
