import { z } from 'zod';
import { codeOf } from '../core/codes';
import { defineCall } from '../core/define-call';
import { envelope } from '../core/envelope';
import { pageAnswerShape, pagingShape } from '../core/paging';
import {
  applicationCode,
  componentSchema,
  grantSchema,
  roleFilterInput,
  roleNameSchema,
  rolesAndUsersEdit,
  rolesAndUsersView,
  roleSchema,
} from './role-schemas';

export const getComponents = defineCall({
  id: 'roles.getComponents',
  backend: 'customer',
  method: 'GET',
  path: '/api/applications/{app}/components',
  summary: 'The permission components and sub-parts a role can grant.',
  access: rolesAndUsersView,
  params: z.object({ app: applicationCode }),
  response: envelope({ components: z.array(componentSchema) }),
});

const roleParams = z.object({ id: codeOf('role') });
const roleAnswer = envelope({ role: roleSchema });

const roleBody = z.object({
  Name: roleNameSchema,
  Description: z.string().trim().max(500).default(''),
  ScreensFilter: roleFilterInput('player').optional(),
  MediaLibraryFilter: roleFilterInput('media').optional(),
  ComponentsAndSubParts: z.array(grantSchema).max(200).default([]),
});

export const listRoles = defineCall({
  id: 'roles.list',
  backend: 'customer',
  method: 'GET',
  path: '/api/roles/',
  summary:
    "A page of the account's roles (built-in first, then by name) with their components, sub-parts and filters.",
  access: rolesAndUsersView,
  query: z.object(pagingShape),
  response: envelope({
    roles: z.array(roleSchema.extend({ userCount: z.number().int() })),
    ...pageAnswerShape,
  }),
});

export const createRole = defineCall({
  id: 'roles.create',
  backend: 'customer',
  method: 'POST',
  path: '/api/roles/',
  summary: 'Adds a role to the account.',
  access: rolesAndUsersEdit,
  body: roleBody,
  response: roleAnswer,
  status: 201,
});

export const getRole = defineCall({
  id: 'roles.get',
  backend: 'customer',
  method: 'GET',
  path: '/api/roles/{id}',
  summary: 'One role of the account.',
  access: rolesAndUsersView,
  params: roleParams,
  response: roleAnswer,
});

export const updateRole = defineCall({
  id: 'roles.update',
  backend: 'customer',
  method: 'PUT',
  path: '/api/roles/{id}',
  summary: 'Changes a role; built-in roles keep their name.',
  access: rolesAndUsersEdit,
  params: roleParams,
  body: roleBody,
  response: roleAnswer,
});
