import { z } from 'zod';
import { languageCode } from '../core/codes';
import { defineCall } from '../core/define-call';
import { emptyAnswer, envelope } from '../core/envelope';
import { roleSchema } from '../roles/role-schemas';
import { emailSchema, personName } from '../users/user-schemas';
import { acceptInvitation } from '../users/password.contract';
import { inviteUser } from '../users/users.contract';
import {
  accountParams,
  supportAccountSchema,
  supportAccountsEdit,
  supportAccountsView,
} from './support-accounts.contract';

/*
 * Creating, deleting and staffing customer accounts from the console (spec 000 section 7).
 */

/** The kinds of business an account may say it is, in the order the form offers them. */
export const businessTypes = [
  'Retail',
  'Food and beverage',
  'Hospitality',
  'Healthcare',
  'Education',
  'Fitness',
  'Office',
  'Public sector',
  'Transport',
  'Other',
] as const;

export const getAvailableBusinessTypes = defineCall({
  id: 'supportAccounts.businessTypes',
  backend: 'support',
  method: 'GET',
  path: '/api/accounts/availableBusinessTypes',
  summary: 'The business types an account may have.',
  access: supportAccountsView,
  response: envelope({
    BusinessTypes: z.array(z.object({ businessTypeCode: z.string(), name: z.string() })),
  }),
});

export const createAccount = defineCall({
  id: 'supportAccounts.create',
  backend: 'support',
  method: 'POST',
  path: '/api/accounts',
  summary:
    'Creates an account with its built-in roles and invites its owner (an administrator) by mail.',
  access: supportAccountsEdit,
  body: z.object({
    AccountName: z.string().trim().min(1, 'an account needs a name').max(200),
    BusinessType: z.enum(businessTypes).optional(),
    LanguageCode: languageCode.default('en_US'),
    OwnerEmail: emailSchema,
    OwnerFirstName: personName.default(''),
    OwnerLastName: personName.default(''),
  }),
  response: envelope({ client: supportAccountSchema }),
  status: 201,
});

export const deleteAccount = defineCall({
  id: 'supportAccounts.delete',
  backend: 'support',
  method: 'DELETE',
  path: '/api/accounts/{id}',
  summary:
    'Deletes the account with all its data; ConfirmAccountName must repeat its name exactly.',
  access: supportAccountsEdit,
  params: accountParams,
  query: z.object({ ConfirmAccountName: z.string().min(1).max(200) }),
  response: emptyAnswer,
});

export const getAccountRoles = defineCall({
  id: 'supportAccounts.roles',
  backend: 'support',
  method: 'GET',
  path: '/api/accounts/{id}/roles',
  summary: "The account's customer roles, built-in first, to invite a user with.",
  access: supportAccountsView,
  params: accountParams,
  response: envelope({ roles: z.array(roleSchema) }),
});

/** The customer app's invitation, made from the console for the account in the path. */
export const inviteAccountUser = defineCall({
  ...inviteUser,
  id: 'supportAccounts.inviteUser',
  backend: 'support',
  path: '/api/accounts/{id}/inviteUser',
  access: supportAccountsEdit,
  params: accountParams,
});

export const supportAcceptInvitation = defineCall({
  id: 'supportAccounts.userEmailConfirmation',
  backend: 'support',
  method: 'POST',
  path: '/api/accounts/userEmailConfirmation',
  summary: 'Chooses the password of an invited user with the link of the invitation mail.',
  access: { kind: 'public' },
  body: acceptInvitation.body,
  response: emptyAnswer,
});
