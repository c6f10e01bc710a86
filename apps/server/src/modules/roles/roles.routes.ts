import { createRole, getComponents, getRole, listRoles, updateRole } from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import * as service from './account-roles.service';
import { componentsView } from './role-view';

const ok = { ok: true } as const;

export const roleRoutes = [
  defineRoute(getComponents, ({ params }) => ({
    success: ok,
    components: componentsView(params.app),
  })),
  defineRoute(listRoles, async ({ db, tenant, query }) => ({
    success: ok,
    ...(await service.listRoles(db, tenant, query)),
  })),
  defineRoute(getRole, async ({ db, tenant, params }) => ({
    success: ok,
    role: await service.getRole(db, tenant, params.id),
  })),
  defineRoute(createRole, async ({ db, tenant, auth, body }) => ({
    success: ok,
    role: await service.createRole(db, tenant, auth, body),
  })),
  defineRoute(updateRole, async ({ db, tenant, auth, params, body }) => ({
    success: ok,
    role: await service.updateRole(db, tenant, auth, params.id, body),
  })),
];
