import * as calls from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { getAccountDetails } from './get-account-details';
import { searchClients } from './search-clients';

export const supportAccountRoutes = [
  defineRoute(calls.searchClients, async ({ db, auth, query }) => ({
    success: { ok: true },
    ...(await searchClients(db, auth, query)),
  })),
  defineRoute(calls.getAccountDetails, async ({ db, auth, params }) => ({
    success: { ok: true },
    account: await getAccountDetails(db, auth, params.id),
  })),
];
