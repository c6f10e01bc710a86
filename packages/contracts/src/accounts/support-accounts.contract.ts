import { z } from 'zod';
import { codeOf, codeSchema } from '../core/codes';
import { defineCall, permission } from '../core/define-call';
import { envelope } from '../core/envelope';
import { pageAnswerShape, pagingShape, searchText, sortOrder } from '../core/paging';
import { organizationSchema } from '../organizations/support-organizations.contract';

/** Who may see and who may change the client accounts the console reaches. */
export const supportAccountsView = permission('SupportAccounts', 'view');
export const supportAccountsEdit = permission('SupportAccounts', 'edit');
export const accountParams = z.object({ id: codeOf('account') });

/** A customer account as the console lists it (spec 002 "Client (account)" lookup). */
export const supportAccountSchema = z.object({
  clientCode: codeSchema,
  clientName: z.string(),
  businessType: z.string().nullable(),
  isActive: z.boolean(),
});
export type SupportAccount = z.infer<typeof supportAccountSchema>;

export const searchClients = defineCall({
  id: 'supportAccounts.searchClients',
  backend: 'support',
  method: 'GET',
  path: '/api/accounts/searchclients',
  summary: "Client accounts the caller's support roles reach, with search and paging.",
  access: supportAccountsView,
  query: z.object({
    SearchText: searchText,
    OrderBy: z.enum(['clientName', 'clientCode']).default('clientName'),
    Order: sortOrder,
    ...pagingShape,
  }),
  response: envelope({ clients: z.array(supportAccountSchema), ...pageAnswerShape }),
});

/** One client account as the console's account page shows it (spec 000 section 7). */
export const accountDetailsSchema = supportAccountSchema.extend({
  /** ISO 8601. */
  createdAt: z.string(),
  /** Null when the owner was removed. */
  owner: z.object({ name: z.string(), email: z.string() }).nullable(),
  organizations: z.array(organizationSchema),
  userCount: z.number().int().nonnegative(),
  locationCount: z.number().int().nonnegative(),
  playerCount: z.number().int().nonnegative(),
  /** Whether support staff may act in the account (feature flag `enableAuth`). */
  isSupportAccessEnabled: z.boolean(),
});
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

export const getAccountDetails = defineCall({
  id: 'supportAccounts.getDetails',
  backend: 'support',
  method: 'GET',
  path: '/api/accounts/{id}/details',
  summary: "A client account's details and sizes, when the caller's support roles reach it.",
  access: supportAccountsView,
  params: accountParams,
  response: envelope({ account: accountDetailsSchema }),
});
