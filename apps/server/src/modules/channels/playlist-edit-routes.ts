import type { CallDescriptor, CallResponse, MediaRow } from '@marquee/contracts';
import { defineRoute, type CallContext, type Route } from '../../platform/http/define-route';
import { ok } from '../../platform/http/success-envelope';
import type { Actor } from '../scope';
import {
  addPlaylistMedia,
  deletePlaylistRows,
  reorderPlaylist,
  setPlaylistRowDuration,
  setPlaylistRowSchedule,
  setPlaylistRowsStatus,
} from './playlist-edits';
import type { PlaylistTarget } from './playlist-rows';

/** The playlist a call edits, and who edits it. */
interface FoundPlaylist {
  actor: Actor;
  target: PlaylistTarget;
}

type ScreensContext = CallContext<CallDescriptor>;

type Done = { success: typeof ok };
type RowAnswer = Done & { mediaRow: MediaRow };
type AddBody = { body: Omit<Parameters<typeof addPlaylistMedia>[3], 'mediaCode'> };
type Periods = Parameters<typeof setPlaylistRowSchedule>[3];
type RowChangeBody = { body: { periods: Periods } | { durationSeconds: number | null } };
type RowCodesBody = { body: { broadcastMediaCodes: readonly string[] } };
type RowsStatusBody = { body: Parameters<typeof setPlaylistRowsStatus>[2] };
type PlayOrder = Parameters<typeof reorderPlaylist>[2];

/**
 * `unknown` for a call whose context has what an edit reads and whose answer takes what the edit
 * gives, else `never`, so a call of another shape does not compile where it is bound. The edit
 * cannot name a generic call's inferred types itself; this check stands in for that.
 */
type Fits<C extends CallDescriptor, Reads, Answer> = [CallContext<C>] extends [Reads]
  ? [Answer] extends [CallResponse<C>]
    ? unknown
    : never
  : never;

/**
 * The routes of the playlist edits for one kind of playlist: a screen's own, or one of its
 * channels. `findPlaylist` finds it from a call's context; where a kind's calls name a media, a
 * row or the play order their own way, the call's binding says how to read it.
 */
export function playlistEditRoutes<Context extends ScreensContext>(
  findPlaylist: (context: Context) => Promise<FoundPlaylist>,
) {
  type Fitting<C extends CallDescriptor, Reads, Answer> = C & Fits<C, Context & Reads, Answer>;

  function bind<C extends CallDescriptor, Reads, Answer>(
    call: Fitting<C, Reads, Answer>,
    edit: (context: CallContext<C> & Context & Reads, found: FoundPlaylist) => Promise<Answer>,
  ): Route {
    return defineRoute(call, async (context) => {
      // `Fits` has checked this call's context and answer where it was bound.
      const fitted = context as CallContext<C> & Context & Reads;
      const answer = await edit(fitted, await findPlaylist(fitted));
      return answer as unknown as CallResponse<C>;
    });
  }

  return {
    addMedia: <C extends CallDescriptor>(
      call: Fitting<C, AddBody, RowAnswer>,
      mediaCodeOf: (context: CallContext<C>) => string,
    ) =>
      bind<C, AddBody, RowAnswer>(call, async (context, { actor, target }) => {
        const input = { mediaCode: mediaCodeOf(context), ...context.body };
        return {
          success: ok,
          mediaRow: await addPlaylistMedia(context.db, actor, target, input),
        };
      }),

    /** When a row plays (periods) or how long (durationSeconds), whichever the body carries. */
    setRow: <C extends CallDescriptor>(
      call: Fitting<C, RowChangeBody, RowAnswer>,
      rowCodeOf: (context: CallContext<C>) => string,
    ) =>
      bind<C, RowChangeBody, RowAnswer>(call, async (context, { target }) => {
        const { body } = context;
        const code = rowCodeOf(context);
        const mediaRow =
          'periods' in body
            ? await setPlaylistRowSchedule(context.db, target, code, body.periods)
            : await setPlaylistRowDuration(context.db, target, code, body.durationSeconds);
        return { success: ok, mediaRow };
      }),

    reorder: <C extends CallDescriptor>(
      call: Fitting<C, unknown, Done>,
      playOrderOf: (context: CallContext<C>) => PlayOrder,
    ) =>
      bind<C, unknown, Done>(call, async (context, { target }) => {
        await reorderPlaylist(context.db, target, playOrderOf(context));
        return { success: ok };
      }),

    deleteRow: <C extends CallDescriptor>(
      call: Fitting<C, unknown, Done>,
      rowCodeOf: (context: CallContext<C>) => string,
    ) =>
      bind<C, unknown, Done>(call, async (context, { target }) => {
        await deletePlaylistRows(context.db, target, [rowCodeOf(context)]);
        return { success: ok };
      }),

    deleteRows: <C extends CallDescriptor>(
      call: Fitting<C, RowCodesBody, Done & { deletedCount: number }>,
    ) =>
      bind<C, RowCodesBody, Done & { deletedCount: number }>(call, async (context, { target }) => {
        const codes = context.body.broadcastMediaCodes;
        return { success: ok, deletedCount: await deletePlaylistRows(context.db, target, codes) };
      }),

    setRowsStatus: <C extends CallDescriptor>(
      call: Fitting<C, RowsStatusBody, Done & { modifiedCount: number }>,
    ) =>
      bind<C, RowsStatusBody, Done & { modifiedCount: number }>(
        call,
        async (context, { target }) => ({
          success: ok,
          modifiedCount: await setPlaylistRowsStatus(context.db, target, context.body),
        }),
      ),
  };
}
