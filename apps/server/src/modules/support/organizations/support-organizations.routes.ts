import * as calls from '@marquee/contracts';
import { defineRoute } from '../../../platform/http/define-route';
import { ok } from '../../../platform/http/success-envelope';
import { supportActorOf } from '../../scope';
import { createOrganization } from './create-organization';
import { deleteOrganization } from './delete-organization';
import { searchOrganizations } from './search-organizations';
import { updateOrganization } from './update-organization';

export const supportOrganizationRoutes = [
  defineRoute(calls.searchOrganizations, async (context) => ({
    success: ok,
    operationSuccessful: true,
    ...(await searchOrganizations(context.db, supportActorOf(context), context.query)),
  })),
  defineRoute(calls.createOrganization, async (context) => ({
    success: ok,
    operationSuccessful: true,
    organization: await createOrganization(context.db, supportActorOf(context), context.body),
  })),
  defineRoute(calls.updateOrganization, async (context) => ({
    success: ok,
    operationSuccessful: true,
    organization: await updateOrganization(
      context.db,
      supportActorOf(context),
      context.params.code,
      context.body,
    ),
  })),
  defineRoute(calls.deleteOrganization, async (context) => {
    await deleteOrganization(context.db, supportActorOf(context), context.params.code);
    return { success: ok, operationSuccessful: true };
  }),
];
