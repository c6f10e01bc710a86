import * as calls from '@marquee/contracts';
import { defineRoute } from '../../../platform/http/define-route';
import { mailContext } from '../../identity';
import { inviteAccountUser, listAccountRoles } from './account-users';
import { createAccount } from './create-account';
import { deleteAccount } from './delete-account';
import { getAccountDetails } from './get-account-details';
import { searchClients } from './search-clients';

const ok = { ok: true } as const;

export const supportAccountRoutes = [
  defineRoute(calls.searchClients, async ({ db, auth, query }) => ({
    success: ok,
    ...(await searchClients(db, auth, query)),
  })),
  defineRoute(calls.getAccountDetails, async ({ db, auth, params }) => ({
    success: ok,
    account: await getAccountDetails(db, auth, params.id),
  })),
  defineRoute(calls.getAvailableBusinessTypes, () => ({
    success: ok,
    BusinessTypes: calls.businessTypes.map((name) => ({ businessTypeCode: name, name })),
  })),
  defineRoute(calls.createAccount, async ({ db, auth, body, request }) => ({
    success: ok,
    client: await createAccount(db, auth, await mailContext(request), body, request.ip),
  })),
  defineRoute(calls.deleteAccount, async ({ db, auth, params, query, request }) => {
    await deleteAccount(db, auth, params.id, query.ConfirmAccountName, request.ip);
    return { success: ok };
  }),
  defineRoute(calls.getAccountRoles, async ({ db, auth, params }) => ({
    success: ok,
    roles: await listAccountRoles(db, auth, params.id),
  })),
  defineRoute(calls.inviteAccountUser, async ({ db, auth, params, body, request }) => ({
    success: { ok: true, message: `Added new user ${body.Email}` },
    user: await inviteAccountUser(db, auth, await mailContext(request), params.id, body),
  })),
];
