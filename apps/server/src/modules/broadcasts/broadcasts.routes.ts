import * as calls from '@marquee/contracts';
import { scheduleStatusOf, toLocalMs, type Period } from '@marquee/domain';
import { and, inArray, type SQL } from 'drizzle-orm';
import { players } from '../../db/schema';
import { defineRoute } from '../../platform/http/define-route';
import { actorOf } from '../scope';
import { searchPlayers } from '../players';
import { screensReachedBy } from '../content';
import { listBroadcastPage } from './list-broadcasts';
import { findBroadcast, readBroadcast } from './read-broadcast';
import { addBroadcast, modifyBroadcast, removeBroadcast } from './save-broadcast';
import { broadcastSaverOf } from './broadcast-saver';

const ok = { ok: true } as const;

export const broadcastRoutes = [
  defineRoute(calls.listBroadcasts, async ({ db, tenant, auth, query }) => ({
    success: ok,
    ...(await listBroadcastPage(db, tenant, auth.userCode, query)),
  })),
  defineRoute(calls.getBroadcast, async ({ db, tenant, params }) => ({
    success: ok,
    broadcast: await readBroadcast(db, await findBroadcast(db, tenant, params.code)),
  })),
  defineRoute(calls.createBroadcast, async (context) => {
    const { db, tenant, body } = context;
    const row = await addBroadcast(db, tenant, body, await broadcastSaverOf(context));
    return { success: ok, broadcast: await readBroadcast(db, row) };
  }),
  defineRoute(calls.updateBroadcast, async (context) => {
    const { db, tenant, params, body } = context;
    const existing = await findBroadcast(db, tenant, params.code);
    const row = await modifyBroadcast(db, tenant, existing, body, await broadcastSaverOf(context));
    return { success: ok, broadcast: await readBroadcast(db, row) };
  }),
  defineRoute(calls.deleteBroadcast, async ({ db, tenant, params }) => {
    await removeBroadcast(db, tenant, await findBroadcast(db, tenant, params.code));
    return { success: ok };
  }),
  defineRoute(calls.searchBroadcastPlayers, async (context) => {
    const { db, tenant, params, body } = context;
    const broadcast = await findBroadcast(db, tenant, params.code);
    const reached = await screensReachedBy(db, tenant, broadcast.id);
    const scope = and(await actorOf(context).screens(), inArray(players.id, reached)) as SQL;
    return { success: ok, ...(await searchPlayers(db, scope, body)) };
  }),
  defineRoute(calls.searchGroupPlayers, async (context) => ({
    success: ok,
    ...(await searchPlayers(context.db, await actorOf(context).screens(), context.body)),
  })),
  // Broadcasts reach screens in many zones; the status is read on the UTC calendar.
  defineRoute(calls.broadcastPeriodStatus, ({ body }) => ({
    success: ok,
    status: scheduleStatusOf(body.periods as Period[], toLocalMs(Date.now(), 'UTC')),
  })),
];
