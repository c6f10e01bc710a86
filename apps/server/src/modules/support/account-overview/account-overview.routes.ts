import * as calls from '@marquee/contracts';
import { defineRoute } from '../../../platform/http/define-route';
import { accountsOverview } from './accounts-overview';
import { locationOverview } from './location-overview';
import { searchFleetPlayers } from './search-fleet-players';

const ok = { ok: true } as const;

export const accountOverviewRoutes = [
  defineRoute(calls.searchFleetPlayers, async ({ db, auth, body }) => ({
    success: ok,
    ...(await searchFleetPlayers(db, auth, body)),
  })),
  defineRoute(calls.accountsOverview, async ({ db, auth, body }) => ({
    success: ok,
    ...(await accountsOverview(db, auth, body)),
  })),
  defineRoute(calls.locationOverview, async ({ db, auth, body }) => ({
    success: ok,
    ...(await locationOverview(db, auth, body)),
  })),
];
