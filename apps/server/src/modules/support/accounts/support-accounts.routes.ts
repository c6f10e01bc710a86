import * as calls from '@marquee/contracts';
import { defineRoute } from '../../../platform/http/define-route';
import { ok, okSaying } from '../../../platform/http/success-envelope';
import { mailContext } from '../../identity';
import { supportActorOf } from '../../scope';
import { inviteAccountUser } from './invite-account-user';
import { listAccountRoles } from './list-account-roles';
import { createAccount } from './create-account';
import { deleteAccount } from './delete-account';
import { getAccountDetails } from './get-account-details';
import { searchClients } from './search-clients';

export const supportAccountRoutes = [
  defineRoute(calls.searchClients, async (context) => ({
    success: ok,
    ...(await searchClients(context.db, supportActorOf(context), context.query)),
  })),
  defineRoute(calls.getAccountDetails, async (context) => ({
    success: ok,
    account: await getAccountDetails(context.db, supportActorOf(context), context.params.id),
  })),
  defineRoute(calls.getAvailableBusinessTypes, () => ({
    success: ok,
    BusinessTypes: calls.businessTypes.map((name) => ({ businessTypeCode: name, name })),
  })),
  defineRoute(calls.createAccount, async (context) => {
    const { db, body, request } = context;
    const mail = await mailContext(request);
    return {
      success: ok,
      client: await createAccount(db, supportActorOf(context), mail, body, request.ip),
    };
  }),
  defineRoute(calls.deleteAccount, async (context) => {
    const { db, params, query, request } = context;
    await deleteAccount(
      db,
      supportActorOf(context),
      params.id,
      query.ConfirmAccountName,
      request.ip,
    );
    return { success: ok };
  }),
  defineRoute(calls.getAccountRoles, async (context) => ({
    success: ok,
    roles: await listAccountRoles(context.db, supportActorOf(context), context.params.id),
  })),
  defineRoute(calls.inviteAccountUser, async (context) => {
    const { db, params, body, request } = context;
    const mail = await mailContext(request);
    return {
      success: okSaying(`Added new user ${body.Email}`),
      user: await inviteAccountUser(db, supportActorOf(context), mail, params.id, body),
    };
  }),
];
