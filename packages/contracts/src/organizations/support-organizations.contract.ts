import { z } from 'zod';
import { codeOf, codeSchema } from '../core/codes';
import { defineCall, permission } from '../core/define-call';
import { envelope } from '../core/envelope';
import { pageAnswerShape, pagingShape, searchText, sortOrder } from '../core/paging';

/** An organization as lists and pickers show it (spec 002 "Organization" lookup). */
export const organizationSchema = z.object({
  organizationCode: codeSchema,
  organizationName: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

/** An organization as the console lists and edits it, with its accounts. */
export const organizationWithAccountsSchema = organizationSchema.extend({
  accounts: z.array(z.object({ clientCode: z.string(), clientName: z.string() })),
});
export type OrganizationWithAccounts = z.infer<typeof organizationWithAccountsSchema>;

const supportOrganizationsEdit = permission('SupportOrganizations', 'edit');
const organizationName = z.string().trim().min(1).max(200);
/** An organization groups a few clients; a list past this is a mistake. */
export const maxOrganizationAccounts = 1000;
const clientCodes = z.array(codeOf('account')).max(maxOrganizationAccounts).default([]);
// The spec's own words when the code is missing (000 section 5).
export const organizationCodeRequired = 'Organization code required.';

export const searchOrganizations = defineCall({
  id: 'supportOrganizations.list',
  backend: 'support',
  method: 'GET',
  path: '/api/organization',
  summary: 'Organizations (named groups of accounts) by name, with search and paging.',
  access: permission('SupportOrganizations', 'view'),
  query: z.object({
    searchText,
    orderBy: z.enum(['organizationName', 'organizationCode']).default('organizationName'),
    order: sortOrder,
    ...pagingShape,
  }),
  // The spec asks every organization answer to carry operationSuccessful besides success.
  response: envelope({
    operationSuccessful: z.boolean(),
    organizations: z.array(organizationWithAccountsSchema),
    ...pageAnswerShape,
  }),
});

const organizationAnswer = envelope({
  operationSuccessful: z.boolean(),
  organization: organizationWithAccountsSchema,
});

export const createOrganization = defineCall({
  id: 'supportOrganizations.create',
  backend: 'support',
  method: 'POST',
  path: '/api/organization',
  summary:
    'Creates an organization of clients the caller reaches; a name taken in any case is 409.',
  access: supportOrganizationsEdit,
  body: z.object({ OrganizationName: organizationName, AccountCodes: clientCodes }),
  response: organizationAnswer,
});

export const updateOrganization = defineCall({
  id: 'supportOrganizations.update',
  backend: 'support',
  method: 'POST',
  path: '/api/organization/{code}',
  summary: 'Renames an organization and replaces its clients.',
  access: supportOrganizationsEdit,
  params: z.object({ code: codeOf('organization') }),
  body: z.object({
    OrganizationCode: z
      .string({ error: organizationCodeRequired })
      .trim()
      .min(1, organizationCodeRequired)
      .pipe(codeSchema)
      .meta({ 'x-code-of': 'organization' }),
    OrganizationName: organizationName,
    ClientCodes: clientCodes,
  }),
  response: organizationAnswer,
});

export const deleteOrganization = defineCall({
  id: 'supportOrganizations.delete',
  backend: 'support',
  method: 'DELETE',
  path: '/api/organization/{code}',
  summary:
    'Deletes an organization; one that a support role or a saved filter names answers 409 naming them.',
  access: supportOrganizationsEdit,
  params: z.object({ code: codeOf('organization') }),
  response: envelope({ operationSuccessful: z.boolean() }),
});
