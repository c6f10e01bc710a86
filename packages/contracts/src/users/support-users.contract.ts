import { z } from 'zod';
import {
  accountParams,
  supportAccountsEdit,
  supportAccountsView,
} from '../accounts/support-accounts.contract';
import { codeOf, codeSchema, languageCode } from '../core/codes';
import { defineCall } from '../core/define-call';
import { emptyAnswer, envelope } from '../core/envelope';
import { pageAnswerShape } from '../core/paging';
import {
  authorisationSchema,
  dateFormat,
  roleRefSchema,
  userType,
} from '../identity/current-user.contract';
import { supportUsersAndRolesEdit, supportUsersAndRolesView } from '../roles/role-schemas';
import { emailSchema, personName, userListItemSchema, userSearchShape } from './user-schemas';

export const isEmailAvailable = defineCall({
  id: 'supportUsers.isEmailAvailable',
  backend: 'support',
  method: 'POST',
  path: '/api/users/isEmailAvailable',
  summary: 'Whether no user has this e-mail address yet.',
  access: supportUsersAndRolesView,
  body: z.object({ Email: emailSchema }),
  response: envelope({ isAvailable: z.boolean() }),
});

export const searchSupportUsers = defineCall({
  id: 'supportUsers.search',
  backend: 'support',
  method: 'POST',
  path: '/api/users/search',
  summary: 'Searches support users.',
  access: supportUsersAndRolesView,
  body: z.object(userSearchShape),
  response: envelope({ users: z.array(userListItemSchema), ...pageAnswerShape }),
});

export const saveSupportUser = defineCall({
  id: 'supportUsers.save',
  backend: 'support',
  method: 'PUT',
  path: '/api/users',
  summary: 'Updates a support user, or invites a new one when no UserCode is given.',
  access: supportUsersAndRolesEdit,
  body: z.object({
    UserCode: codeOf('user').optional(),
    FirstName: personName.min(1),
    LastName: personName,
    Email: emailSchema,
    LanguageCode: languageCode.optional(),
    DateFormat: dateFormat.optional(),
    DefaultClientCode: codeOf('account').nullable().optional(),
  }),
  response: envelope({ user: userListItemSchema }),
});

export const setSupportUserRoles = defineCall({
  id: 'supportUsers.setRoles',
  backend: 'support',
  method: 'PUT',
  path: '/api/users/roles/{userCode}',
  summary: "Replaces a support user's support roles.",
  access: supportUsersAndRolesEdit,
  params: z.object({ userCode: codeOf('user') }),
  body: z.object({
    UserCode: codeOf('user').optional(),
    ApplicationCode: z.literal('Support').default('Support'),
    RoleCodes: z.array(codeOf('role')).max(50),
  }),
  response: emptyAnswer,
});

export const deleteSupportUser = defineCall({
  id: 'supportUsers.delete',
  backend: 'support',
  method: 'DELETE',
  path: '/api/users/{id}',
  summary: 'Removes a support user.',
  access: supportUsersAndRolesEdit,
  params: z.object({ id: codeOf('user') }),
  response: emptyAnswer,
});

/** The spec's UserDetails of a customer user as support sees it. */
export const userDetailsSchema = z.object({
  userCode: codeSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  roles: z.array(roleRefSchema),
  authorisation: authorisationSchema,
  userType,
});

export const getCustomerUserDetails = defineCall({
  id: 'supportUsers.getCustomerUserDetails',
  backend: 'support',
  method: 'GET',
  path: '/api/users/details/{client}/{user}',
  summary: 'Details of a user of a client account.',
  access: supportAccountsView,
  params: z.object({ client: codeOf('account'), user: codeOf('user') }),
  response: envelope({ user: userDetailsSchema }),
});

export const getSupportUserAccessToken = defineCall({
  id: 'supportUsers.getAccessToken',
  backend: 'support',
  method: 'GET',
  path: '/api/accounts/{id}/getSupportUserAccessToken',
  summary: 'A short-lived token acting in the account, marked as support access and audited.',
  access: supportAccountsEdit,
  params: accountParams,
  response: envelope({ accessToken: z.string(), expiresIn: z.number().int() }),
});
