import * as calls from '@marquee/contracts';
import { scheduleStatusOf, toLocalMs, type Period } from '@marquee/domain';
import { defineRoute } from '../../platform/http/define-route';
import { findBroadcast, readBroadcast } from './read-broadcast';
import { addBroadcast, modifyBroadcast, removeBroadcast } from './save-broadcast';

const ok = { ok: true } as const;

export const broadcastRoutes = [
  defineRoute(calls.getBroadcast, async ({ db, tenant, params }) => ({
    success: ok,
    broadcast: await readBroadcast(db, await findBroadcast(db, tenant, params.code)),
  })),
  defineRoute(calls.createBroadcast, async ({ db, tenant, body }) => ({
    success: ok,
    broadcast: await readBroadcast(db, await addBroadcast(db, tenant, body)),
  })),
  defineRoute(calls.updateBroadcast, async ({ db, tenant, params, body }) => {
    const existing = await findBroadcast(db, tenant, params.code);
    return {
      success: ok,
      broadcast: await readBroadcast(db, await modifyBroadcast(db, tenant, existing, body)),
    };
  }),
  defineRoute(calls.deleteBroadcast, async ({ db, tenant, params }) => {
    await removeBroadcast(db, tenant, await findBroadcast(db, tenant, params.code));
    return { success: ok };
  }),
  // Broadcasts reach screens in many zones; the status is read on the UTC calendar.
  defineRoute(calls.broadcastPeriodStatus, ({ body }) => ({
    success: ok,
    status: scheduleStatusOf(body.periods as Period[], toLocalMs(Date.now(), 'UTC')),
  })),
];
