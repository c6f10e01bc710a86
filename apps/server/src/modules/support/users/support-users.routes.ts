import * as calls from '@marquee/contracts';
import { defineRoute } from '../../../platform/http/define-route';
import { mailContext } from '../../identity';
import { searchUserPage } from '../../users';
import { getCustomerUserDetails } from './customer-user-details';
import { getCurrentSupportUser } from './get-current-support-user';
import { getSupportUserAccessToken } from './support-access.service';
import { reachableStaff } from './staff-reach';
import * as staff from './support-staff.service';

const ok = { ok: true } as const;

export const supportUserRoutes = [
  defineRoute(calls.getSupportCurrentUser, ({ auth }) => ({
    success: ok,
    user: getCurrentSupportUser(auth),
  })),
  defineRoute(calls.isEmailAvailable, async ({ db, body }) => ({
    success: ok,
    isAvailable: await staff.isEmailAvailable(db, body.Email),
  })),
  defineRoute(calls.searchSupportUsers, async ({ db, auth, body }) => ({
    success: ok,
    ...(await searchUserPage(db, await reachableStaff(db, auth), body)),
  })),
  defineRoute(calls.saveSupportUser, async ({ db, auth, body, request }) => ({
    success: ok,
    user: await staff.saveSupportUser(db, auth, await mailContext(request), body),
  })),
  defineRoute(calls.setSupportUserRoles, async ({ db, auth, params, body }) => {
    await staff.setSupportUserRoles(db, auth, params.userCode, body);
    return { success: ok };
  }),
  defineRoute(calls.deleteSupportUser, async ({ db, auth, params }) => {
    await staff.deleteSupportUser(db, auth, params.id);
    return { success: ok };
  }),
  defineRoute(calls.getCustomerUserDetails, async ({ db, auth, params }) => ({
    success: ok,
    user: await getCustomerUserDetails(db, auth, params.client, params.user),
  })),
  defineRoute(calls.getSupportUserAccessToken, async ({ db, auth, params, request }) => ({
    success: ok,
    ...(await getSupportUserAccessToken(
      db,
      auth,
      await request.server.identityServer(),
      params.id,
      request.ip,
    )),
  })),
];
