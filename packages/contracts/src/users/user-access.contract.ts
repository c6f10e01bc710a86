import { z } from 'zod';
import { codeOf, codeSchema } from '../core/codes';
import { defineCall, permission } from '../core/define-call';
import { emptyAnswer, envelope } from '../core/envelope';
import { rolesAndUsersEdit, rolesAndUsersView } from '../roles/role-schemas';

const ownerSchema = z.object({
  userId: codeSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

export const getOwner = defineCall({
  id: 'users.getOwner',
  backend: 'customer',
  method: 'GET',
  path: '/api/users/owner',
  summary: "The account's owner.",
  access: { kind: 'signedIn' },
  response: envelope({ owner: ownerSchema.nullable() }),
});

export const modifyOwner = defineCall({
  id: 'users.modifyOwner',
  backend: 'customer',
  method: 'POST',
  path: '/api/users/modifyOwner',
  summary: 'Transfers ownership; the previous owner keeps the Administrator role.',
  access: permission('Admin', 'edit'),
  body: z.object({ FromUserId: codeOf('user'), ToUserId: codeOf('user') }),
  response: envelope({ owner: ownerSchema }),
});

export const setUserRoles = defineCall({
  id: 'users.setRoles',
  backend: 'customer',
  method: 'PUT',
  path: '/api/users/roles',
  summary: "Replaces a user's roles.",
  access: rolesAndUsersEdit,
  body: z.object({ UserCode: codeOf('user'), RoleCodes: z.array(codeOf('role')).max(50) }),
  response: emptyAnswer,
});

export const getUserLocations = defineCall({
  id: 'users.getLocations',
  backend: 'customer',
  method: 'GET',
  path: '/api/users/{code}/locations',
  summary: 'The locations a user is limited to.',
  access: rolesAndUsersView,
  params: z.object({ code: codeOf('user') }),
  response: envelope({ locationCodes: z.array(codeSchema) }),
});

export const setUserLocations = defineCall({
  id: 'users.setLocations',
  backend: 'customer',
  method: 'PUT',
  path: '/api/users/{code}/locations',
  summary: 'Replaces the locations a user is limited to.',
  access: rolesAndUsersEdit,
  params: z.object({ code: codeOf('user') }),
  body: z.object({ LocationCodes: z.array(codeOf('location')).max(500) }),
  response: emptyAnswer,
});
