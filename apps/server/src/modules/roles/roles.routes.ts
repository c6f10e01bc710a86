import * as calls from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { ok } from '../../platform/http/success-envelope';
import { actorOf } from '../scope';
import { createRole } from './create-role';
import { getRole } from './get-role';
import { listRoles } from './list-roles';
import { componentsView } from './role-view';
import { updateRole } from './update-role';

export const roleRoutes = [
  defineRoute(calls.getComponents, ({ params }) => ({
    success: ok,
    components: componentsView(params.app),
  })),
  defineRoute(calls.listRoles, async (context) => ({
    success: ok,
    ...(await listRoles(context.db, actorOf(context), context.query)),
  })),
  defineRoute(calls.getRole, async (context) => ({
    success: ok,
    role: await getRole(context.db, actorOf(context), context.params.id),
  })),
  defineRoute(calls.createRole, async (context) => ({
    success: ok,
    role: await createRole(context.db, actorOf(context), context.body),
  })),
  defineRoute(calls.updateRole, async (context) => ({
    success: ok,
    role: await updateRole(context.db, actorOf(context), context.params.id, context.body),
  })),
];
