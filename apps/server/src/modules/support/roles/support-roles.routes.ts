import * as calls from '@marquee/contracts';
import { defineRoute } from '../../../platform/http/define-route';
import { componentsView } from '../../roles';
import * as service from './support-roles.service';

const ok = { ok: true } as const;

export const supportRoleRoutes = [
  defineRoute(calls.getSupportComponents, ({ params }) => ({
    success: ok,
    components: componentsView(params.app),
  })),
  defineRoute(calls.listSupportRoles, async ({ db, auth, params }) => ({
    success: ok,
    roles: await service.listSupportRoles(db, auth, params.client),
  })),
  defineRoute(calls.getSupportRole, async ({ db, auth, params }) => ({
    success: ok,
    role: await service.getSupportRole(db, auth, params.client, params.role),
  })),
  defineRoute(calls.createSupportRole, async ({ db, auth, body }) => ({
    success: ok,
    role: await service.createSupportRole(db, auth, body),
  })),
  defineRoute(calls.updateSupportRole, async ({ db, auth, params, body }) => ({
    success: ok,
    role: await service.updateSupportRole(db, auth, params.id, body),
  })),
  defineRoute(calls.deleteSupportRole, async ({ db, auth, params }) => {
    await service.deleteSupportRole(db, auth, params.client, params.role);
    return { success: ok };
  }),
];
