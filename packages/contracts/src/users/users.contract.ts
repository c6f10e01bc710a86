import { z } from 'zod';
import { codeOf, languageCode } from '../core/codes';
import { defineCall } from '../core/define-call';
import { emptyAnswer, envelope } from '../core/envelope';
import { pageAnswerShape } from '../core/paging';
import {
  emailSchema,
  isActiveFilter,
  personName,
  profileShape,
  userListItemSchema,
  userSearchShape,
} from './user-schemas';
import { rolesAndUsersEdit, rolesAndUsersView } from '../roles/role-schemas';

export const searchUsers = defineCall({
  id: 'users.search',
  backend: 'customer',
  method: 'GET',
  path: '/api/users',
  summary: "Lists the account's users, with search and paging.",
  access: rolesAndUsersView,
  query: z.object({ ...userSearchShape, IsActive: isActiveFilter }),
  response: envelope({ users: z.array(userListItemSchema), ...pageAnswerShape }),
});

/** A user to invite into an account: the customer app's and the console's invitation. */
export const inviteUserBody = z.object({
  Email: emailSchema,
  FirstName: personName.default(''),
  LastName: personName.default(''),
  RoleCodes: z.array(codeOf('role')).max(50).default([]),
  LocationCodes: z.array(codeOf('location')).max(500).default([]),
  LanguageCode: languageCode.optional(),
});

export const inviteUser = defineCall({
  id: 'users.invite',
  backend: 'customer',
  method: 'POST',
  path: '/api/users/inviteUser',
  summary: 'Invites a user to the account by mail; the link lets them choose a password.',
  access: rolesAndUsersEdit,
  body: inviteUserBody,
  response: envelope({ user: userListItemSchema }),
  status: 201,
});

export const resetPasswordOrInvitation = defineCall({
  id: 'users.resetPasswordOrInvitation',
  backend: 'customer',
  method: 'POST',
  path: '/api/users/resetPasswordOrInvitation',
  summary: 'Mails a user a new password link, or renews a pending invitation.',
  access: rolesAndUsersEdit,
  body: z.object({ UserId: codeOf('user') }),
  response: envelope({ kind: z.enum(['reset', 'invitation']), email: z.string() }),
});

export const deleteUser = defineCall({
  id: 'users.delete',
  backend: 'customer',
  method: 'DELETE',
  path: '/api/users/{id}',
  summary: 'Removes a user from the account; the owner cannot be removed.',
  access: rolesAndUsersEdit,
  params: z.object({ id: codeOf('user') }),
  response: emptyAnswer,
});

export const updateProfile = defineCall({
  id: 'users.updateProfile',
  backend: 'customer',
  method: 'PUT',
  path: '/api/users/profile',
  summary: 'Updates the signed-in user; a new e-mail applies once confirmed from a mail.',
  access: { kind: 'signedIn' },
  body: z.object(profileShape),
  response: envelope({ isEmailConfirmationSent: z.boolean() }),
});
