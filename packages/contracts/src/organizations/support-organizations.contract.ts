import { z } from 'zod';
import { codeSchema } from '../core/codes';
import { defineCall, permission } from '../core/define-call';
import { envelope } from '../core/envelope';
import { pageAnswerShape, pagingShape, searchText, sortOrder } from '../core/paging';

/** An organization as lists and pickers show it (spec 002 "Organization" lookup). */
export const organizationSchema = z.object({
  organizationCode: codeSchema,
  organizationName: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

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
    organizations: z.array(organizationSchema),
    ...pageAnswerShape,
  }),
});
