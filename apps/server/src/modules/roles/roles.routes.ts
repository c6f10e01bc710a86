import { createRole, getComponents, getRole, listRoles, updateRole } from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { actorOf } from '../scope';
import * as service from './account-roles.service';
import { componentsView } from './role-view';

const ok = { ok: true } as const;

export const roleRoutes = [
  defineRoute(getComponents, ({ params }) => ({
    success: ok,
    components: componentsView(params.app),
  })),
  defineRoute(listRoles, async (context) => ({
    success: ok,
    ...(await service.listRoles(context.db, actorOf(context), context.query)),
  })),
  defineRoute(getRole, async (context) => ({
    success: ok,
    role: await service.getRole(context.db, actorOf(context), context.params.id),
  })),
  defineRoute(createRole, async (context) => ({
    success: ok,
    role: await service.createRole(context.db, actorOf(context), context.body),
  })),
  defineRoute(updateRole, async (context) => ({
    success: ok,
    role: await service.updateRole(context.db, actorOf(context), context.params.id, context.body),
  })),
];
