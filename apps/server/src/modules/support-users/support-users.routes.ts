import { getSupportCurrentUser } from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { getCurrentSupportUser } from './get-current-support-user';

export const supportUserRoutes = [
  defineRoute(getSupportCurrentUser, async ({ db, auth }) => ({
    success: { ok: true },
    user: await getCurrentSupportUser(db, auth),
  })),
];
