import * as calls from '@marquee/contracts';
import { defineRoute } from '../../../platform/http/define-route';
import { ok } from '../../../platform/http/success-envelope';
import { componentsView } from '../../roles';
import { supportActorOf } from '../../scope';
import { createSupportRole } from './create-support-role';
import { deleteSupportRole } from './delete-support-role';
import { getSupportRole } from './get-support-role';
import { listSupportRoles } from './list-support-roles';
import { updateSupportRole } from './update-support-role';

export const supportRoleRoutes = [
  defineRoute(calls.getSupportComponents, ({ params }) => ({
    success: ok,
    components: componentsView(params.app),
  })),
  defineRoute(calls.listSupportRoles, async (context) => ({
    success: ok,
    roles: await listSupportRoles(context.db, supportActorOf(context), context.params.client),
  })),
  defineRoute(calls.getSupportRole, async (context) => {
    const { client, role } = context.params;
    return {
      success: ok,
      role: await getSupportRole(context.db, supportActorOf(context), client, role),
    };
  }),
  defineRoute(calls.createSupportRole, async (context) => ({
    success: ok,
    role: await createSupportRole(context.db, supportActorOf(context), context.body),
  })),
  defineRoute(calls.updateSupportRole, async (context) => ({
    success: ok,
    role: await updateSupportRole(
      context.db,
      supportActorOf(context),
      context.params.id,
      context.body,
    ),
  })),
  defineRoute(calls.deleteSupportRole, async (context) => {
    const { client, role } = context.params;
    await deleteSupportRole(context.db, supportActorOf(context), client, role);
    return { success: ok };
  }),
];
