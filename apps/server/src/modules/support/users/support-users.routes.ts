import * as calls from '@marquee/contracts';
import { defineRoute } from '../../../platform/http/define-route';
import { ok } from '../../../platform/http/success-envelope';
import { isEmailTaken, mailContext } from '../../identity';
import { searchUserPage } from '../../users';
import { supportActorOf } from '../../scope';
import { getCustomerUserDetails } from './customer-user-details';
import { deleteSupportUser } from './delete-support-user';
import { getCurrentSupportUser } from './get-current-support-user';
import { getSupportUserAccessToken } from './get-support-user-access-token';
import { saveSupportUser } from './save-support-user';
import { setSupportUserRoles } from './set-support-user-roles';
import { reachableStaff } from './staff-reach';

export const supportUserRoutes = [
  defineRoute(calls.getSupportCurrentUser, (context) => ({
    success: ok,
    user: getCurrentSupportUser(supportActorOf(context), context.auth.profile),
  })),
  defineRoute(calls.isEmailAvailable, async ({ db, body }) => ({
    success: ok,
    isAvailable: !(await isEmailTaken(db, body.Email)),
  })),
  defineRoute(calls.searchSupportUsers, async (context) => ({
    success: ok,
    ...(await searchUserPage(
      context.db,
      await reachableStaff(context.db, supportActorOf(context)),
      context.body,
    )),
  })),
  defineRoute(calls.saveSupportUser, async (context) => {
    const mail = await mailContext(context.request);
    return {
      success: ok,
      user: await saveSupportUser(context.db, supportActorOf(context), mail, context.body),
    };
  }),
  defineRoute(calls.setSupportUserRoles, async (context) => {
    const { db, params, body } = context;
    await setSupportUserRoles(db, supportActorOf(context), params.userCode, body);
    return { success: ok };
  }),
  defineRoute(calls.deleteSupportUser, async (context) => {
    await deleteSupportUser(context.db, supportActorOf(context), context.params.id);
    return { success: ok };
  }),
  defineRoute(calls.getCustomerUserDetails, async (context) => {
    const { db, params } = context;
    return {
      success: ok,
      user: await getCustomerUserDetails(db, supportActorOf(context), params.client, params.user),
    };
  }),
  defineRoute(calls.getSupportUserAccessToken, async (context) => {
    const { db, params, request } = context;
    const identity = await request.server.identityServer();
    return {
      success: ok,
      ...(await getSupportUserAccessToken(
        db,
        supportActorOf(context),
        identity,
        params.id,
        request.ip,
      )),
    };
  }),
];
