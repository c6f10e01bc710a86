import { z } from 'zod';
import { codeOf, codeSchema } from '../core/codes';
import { defineCall } from '../core/define-call';
import { emptyAnswer, envelope } from '../core/envelope';
import {
  applicationCode,
  componentSchema,
  grantSchema,
  roleFilterInput,
  roleFilterSchema,
  roleNameSchema,
  roleSchema,
  supportUsersAndRolesEdit,
  supportUsersAndRolesView,
} from './role-schemas';

/** A support role: made per client, reaching the accounts its clients filter matches. */
export const supportRoleSchema = roleSchema.extend({
  clientCode: codeSchema.nullable(),
  clientsFilter: roleFilterSchema('account'),
});

const supportRoleBody = z.object({
  Name: roleNameSchema,
  Description: z.string().trim().max(500).default(''),
  ClientCode: codeOf('account'),
  ClientsFilter: roleFilterInput('account').optional(),
  ComponentsAndSubParts: z.array(grantSchema).max(200).default([]),
});

export const getSupportComponents = defineCall({
  id: 'supportRoles.getComponents',
  backend: 'support',
  method: 'GET',
  path: '/api/applications/{app}/components',
  summary:
    'Components and sub-parts of an application (SignagePlayer, or Support for the role editor).',
  access: supportUsersAndRolesView,
  params: z.object({ app: applicationCode }),
  response: envelope({ components: z.array(componentSchema) }),
});

export const createSupportRole = defineCall({
  id: 'supportRoles.create',
  backend: 'support',
  method: 'POST',
  path: '/api/roles/',
  summary: 'Adds a support role for a client.',
  access: supportUsersAndRolesEdit,
  body: supportRoleBody,
  response: envelope({ role: supportRoleSchema }),
  status: 201,
});

export const updateSupportRole = defineCall({
  id: 'supportRoles.update',
  backend: 'support',
  method: 'PUT',
  path: '/api/roles/{id}',
  summary: 'Changes a support role.',
  access: supportUsersAndRolesEdit,
  params: z.object({ id: codeOf('role') }),
  body: supportRoleBody,
  response: envelope({ role: supportRoleSchema }),
});

export const listSupportRoles = defineCall({
  id: 'supportRoles.list',
  backend: 'support',
  method: 'GET',
  path: '/api/roles/{client}',
  summary: 'The support roles of a client.',
  access: supportUsersAndRolesView,
  params: z.object({ client: codeOf('account') }),
  response: envelope({ roles: z.array(supportRoleSchema) }),
});

export const getSupportRole = defineCall({
  id: 'supportRoles.get',
  backend: 'support',
  method: 'GET',
  path: '/api/roles/{client}/{role}',
  summary: 'One support role of a client.',
  access: supportUsersAndRolesView,
  params: z.object({ client: codeOf('account'), role: codeOf('role') }),
  response: envelope({ role: supportRoleSchema }),
});

export const deleteSupportRole = defineCall({
  id: 'supportRoles.delete',
  backend: 'support',
  method: 'DELETE',
  path: '/api/roles/{client}/{role}',
  summary: 'Removes a support role of a client.',
  access: supportUsersAndRolesEdit,
  params: z.object({ client: codeOf('account'), role: codeOf('role') }),
  response: emptyAnswer,
});
