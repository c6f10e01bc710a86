import * as calls from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { mailContext } from '../identity';
import { deleteUser } from './delete-user';
import { getSignedInUser } from './get-signed-in-user';
import { inviteUser } from './invite-user';
import { getOwner, modifyOwner } from './owner.service';
import { searchAccountUsers } from './search-users';
import { sendUserPasswordLink } from './send-user-password-link';
import { updateProfile } from './update-profile';
import { getUserLocations, setUserLocations, setUserRoles } from './user-assignments.service';

const ok = { ok: true } as const;

export const userRoutes = [
  defineRoute(calls.getSignedInUser, ({ tenant, auth }) => ({
    success: ok,
    user: getSignedInUser(tenant, auth),
  })),
  defineRoute(calls.searchUsers, async ({ db, tenant, query }) => ({
    success: ok,
    ...(await searchAccountUsers(db, tenant.accountId, query)),
  })),
  defineRoute(calls.inviteUser, async ({ db, tenant, auth, body, request }) => ({
    success: { ok: true, message: `Added new user ${body.Email}` },
    user: await inviteUser(db, tenant, auth, await mailContext(request), body),
  })),
  defineRoute(calls.resetPasswordOrInvitation, async ({ db, tenant, body, request }) => ({
    success: ok,
    ...(await sendUserPasswordLink(db, tenant, await mailContext(request), body.UserId)),
  })),
  defineRoute(calls.deleteUser, async ({ db, tenant, auth, params }) => {
    await deleteUser(db, tenant, auth, params.id);
    return { success: ok };
  }),
  defineRoute(calls.updateProfile, async ({ db, auth, body, request }) => ({
    success: ok,
    ...(await updateProfile(db, auth, await mailContext(request), body)),
  })),
  defineRoute(calls.getOwner, async ({ db, tenant }) => ({
    success: ok,
    owner: await getOwner(db, tenant),
  })),
  defineRoute(calls.modifyOwner, async ({ db, tenant, auth, body }) => ({
    success: ok,
    owner: await modifyOwner(db, tenant, auth, body),
  })),
  defineRoute(calls.setUserRoles, async ({ db, tenant, auth, body }) => {
    await setUserRoles(db, tenant, auth, body.UserCode, body.RoleCodes);
    return { success: ok };
  }),
  defineRoute(calls.getUserLocations, async ({ db, tenant, params }) => ({
    success: ok,
    locationCodes: await getUserLocations(db, tenant, params.code),
  })),
  defineRoute(calls.setUserLocations, async ({ db, tenant, auth, params, body }) => {
    await setUserLocations(db, tenant, auth, params.code, body.LocationCodes);
    return { success: ok };
  }),
];
