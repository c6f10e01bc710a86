import * as calls from '@marquee/contracts';
import { defineRoute } from '../../../platform/http/define-route';
import { ok } from '../../../platform/http/success-envelope';
import { supportActorOf } from '../../scope';
import { accountsOverview } from './accounts-overview';
import { locationOverview } from './location-overview';
import { searchOverviewPlayers } from './search-overview-players';

export const accountOverviewRoutes = [
  defineRoute(calls.searchOverviewPlayers, async (context) => ({
    success: ok,
    ...(await searchOverviewPlayers(context.db, supportActorOf(context), context.body)),
  })),
  defineRoute(calls.accountsOverview, async (context) => ({
    success: ok,
    ...(await accountsOverview(context.db, supportActorOf(context), context.body)),
  })),
  defineRoute(calls.locationOverview, async (context) => ({
    success: ok,
    ...(await locationOverview(context.db, supportActorOf(context), context.body)),
  })),
];
