import * as calls from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { ok, okSaying } from '../../platform/http/success-envelope';
import { mailContext } from '../identity';
import { actorOf } from '../scope';
import { deleteUser } from './delete-user';
import { getSignedInUser } from './get-signed-in-user';
import { inviteUser } from './invite-user';
import { getOwner, modifyOwner } from './owner.service';
import { searchAccountUsers } from './search-users';
import { sendUserPasswordLink } from './send-user-password-link';
import { updateProfile } from './update-profile';
import { getUserLocations, setUserLocations, setUserRoles } from './user-assignments.service';

export const userRoutes = [
  defineRoute(calls.getSignedInUser, (context) => ({
    success: ok,
    user: getSignedInUser(actorOf(context), context.auth.profile),
  })),
  defineRoute(calls.searchUsers, async (context) => ({
    success: ok,
    ...(await searchAccountUsers(context.db, actorOf(context).accountId, context.query)),
  })),
  defineRoute(calls.inviteUser, async (context) => ({
    success: okSaying(`Added new user ${context.body.Email}`),
    user: await inviteUser(
      context.db,
      actorOf(context),
      await mailContext(context.request),
      context.body,
    ),
  })),
  defineRoute(calls.resetPasswordOrInvitation, async (context) => ({
    success: ok,
    ...(await sendUserPasswordLink(
      context.db,
      actorOf(context),
      await mailContext(context.request),
      context.body.UserId,
    )),
  })),
  defineRoute(calls.deleteUser, async (context) => {
    await deleteUser(context.db, actorOf(context), context.params.id);
    return { success: ok };
  }),
  defineRoute(calls.updateProfile, async ({ db, auth, body, request }) => ({
    success: ok,
    ...(await updateProfile(db, auth, await mailContext(request), body)),
  })),
  defineRoute(calls.getOwner, async (context) => ({
    success: ok,
    owner: await getOwner(context.db, actorOf(context)),
  })),
  defineRoute(calls.modifyOwner, async (context) => ({
    success: ok,
    owner: await modifyOwner(context.db, actorOf(context), context.body),
  })),
  defineRoute(calls.setUserRoles, async (context) => {
    await setUserRoles(context.db, actorOf(context), context.body.UserCode, context.body.RoleCodes);
    return { success: ok };
  }),
  defineRoute(calls.getUserLocations, async (context) => ({
    success: ok,
    locationCodes: await getUserLocations(context.db, actorOf(context), context.params.code),
  })),
  defineRoute(calls.setUserLocations, async (context) => {
    await setUserLocations(
      context.db,
      actorOf(context),
      context.params.code,
      context.body.LocationCodes,
    );
    return { success: ok };
  }),
];
