import * as calls from '@marquee/contracts';
import { scheduleStatusOf, toLocalMs, type Period } from '@marquee/domain';
import { and, inArray, type SQL } from 'drizzle-orm';
import { players } from '../../db/schema';
import { defineRoute } from '../../platform/http/define-route';
import { ok } from '../../platform/http/success-envelope';
import { actorOf } from '../scope';
import { searchPlayers } from '../players';
import { playersReachedBy } from '../content';
import { listBroadcastPage } from './list-broadcasts';
import { previewBroadcast, previewZone } from './preview-broadcast';
import { findBroadcast, readBroadcast } from './read-broadcast';
import { addBroadcast, modifyBroadcast, removeBroadcast } from './save-broadcast';
import { searchGroupPlayers } from './search-group-players';

export const broadcastRoutes = [
  defineRoute(calls.listBroadcasts, async (context) => ({
    success: ok,
    ...(await listBroadcastPage(context.db, actorOf(context), context.query)),
  })),
  defineRoute(calls.getBroadcast, async (context) => {
    const { db, params } = context;
    const actor = actorOf(context);
    return {
      success: ok,
      broadcast: await readBroadcast(db, actor, await findBroadcast(db, actor, params.code)),
    };
  }),
  defineRoute(calls.createBroadcast, async (context) => {
    const { db, body } = context;
    const actor = actorOf(context);
    const row = await addBroadcast(db, actor, body);
    return { success: ok, broadcast: await readBroadcast(db, actor, row) };
  }),
  defineRoute(calls.updateBroadcast, async (context) => {
    const { db, params, body } = context;
    const actor = actorOf(context);
    const existing = await findBroadcast(db, actor, params.code);
    const row = await modifyBroadcast(db, actor, existing, body);
    return { success: ok, broadcast: await readBroadcast(db, actor, row) };
  }),
  defineRoute(calls.deleteBroadcast, async (context) => {
    const { db, params } = context;
    const actor = actorOf(context);
    await removeBroadcast(db, actor, await findBroadcast(db, actor, params.code));
    return { success: ok };
  }),
  defineRoute(calls.searchBroadcastPlayers, async (context) => {
    const { db, params, body } = context;
    const actor = actorOf(context);
    const broadcast = await findBroadcast(db, actor, params.code);
    const reached = await playersReachedBy(db, actor, broadcast.id);
    const scope = and(await actor.players(), inArray(players.id, reached)) as SQL;
    return { success: ok, ...(await searchPlayers(db, scope, body)) };
  }),
  defineRoute(calls.previewBroadcast, async (context) => {
    const { db, params, body } = context;
    const actor = actorOf(context);
    const broadcast = await findBroadcast(db, actor, params.code);
    return { success: ok, ...(await previewBroadcast(db, actor, broadcast, body)) };
  }),
  defineRoute(calls.previewBroadcastZone, async (context) => {
    const { db, params } = context;
    const actor = actorOf(context);
    await findBroadcast(db, actor, params.code);
    return { success: ok, timeZone: await previewZone(db, actor) };
  }),
  defineRoute(calls.searchGroupPlayers, async (context) => ({
    success: ok,
    ...(await searchGroupPlayers(context.db, actorOf(context), context.body)),
  })),
  // Broadcasts reach screens in many zones; the status is read on the UTC calendar.
  defineRoute(calls.broadcastPeriodStatus, ({ body }) => ({
    success: ok,
    status: scheduleStatusOf(body.periods as Period[], toLocalMs(Date.now(), 'UTC')),
  })),
];
