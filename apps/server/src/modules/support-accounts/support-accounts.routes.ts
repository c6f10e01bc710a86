import * as calls from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { searchClients } from './search-clients';

export const supportAccountRoutes = [
  defineRoute(calls.searchClients, async ({ db, auth, query }) => ({
    success: { ok: true },
    ...(await searchClients(db, auth, query)),
  })),
];
