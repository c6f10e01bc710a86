import { getSignedInUser as getSignedInUserCall } from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { getSignedInUser } from './get-signed-in-user';

export const userRoutes = [
  defineRoute(getSignedInUserCall, async ({ db, tenant, auth }) => ({
    success: { ok: true },
    user: await getSignedInUser(db, tenant, auth),
  })),
];
