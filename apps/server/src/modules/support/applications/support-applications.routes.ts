import * as calls from '@marquee/contracts';
import { defineRoute } from '../../../platform/http/define-route';
import { ok } from '../../../platform/http/success-envelope';
import { supportActorOf } from '../../scope';
import { listApplications } from './list-applications';
import { setApplicationStatus } from './set-application-status';
import { setFeatureFlags } from './set-feature-flags';

export const supportApplicationRoutes = [
  defineRoute(calls.listApplications, async (context) => ({
    success: ok,
    ...(await listApplications(context.db, supportActorOf(context), context.query)),
  })),
  defineRoute(calls.setApplicationStatus, async (context) => ({
    success: ok,
    status: await setApplicationStatus(
      context.db,
      supportActorOf(context),
      context.body,
      context.request.ip,
    ),
  })),
  defineRoute(calls.setFeatureFlags, async (context) => ({
    success: ok,
    featureFlags: await setFeatureFlags(
      context.db,
      supportActorOf(context),
      context.body,
      context.request.ip,
    ),
  })),
];
