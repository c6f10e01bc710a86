import { z } from 'zod';
import { codeSchema } from '../core/codes';
import { defineCall } from '../core/define-call';
import { envelope } from '../core/envelope';
import { pageAnswerShape, pagingShape, searchText, sortOrder } from '../core/paging';

/** A customer account as the console lists it (spec 002 "Client (account)" lookup). */
export const clientSchema = z.object({
  clientCode: codeSchema,
  clientName: z.string(),
  businessType: z.string().nullable(),
  isActive: z.boolean(),
});
export type Client = z.infer<typeof clientSchema>;

export const searchClients = defineCall({
  id: 'supportAccounts.searchClients',
  backend: 'support',
  method: 'GET',
  path: '/api/accounts/searchclients',
  summary: "Client accounts the caller's support roles reach, with search and paging.",
  access: { kind: 'permission', resource: 'SupportAccounts', action: 'view' },
  query: z.object({
    SearchText: searchText,
    OrderBy: z.enum(['clientName', 'clientCode']).default('clientName'),
    Order: sortOrder,
    ...pagingShape,
  }),
  response: envelope({ clients: z.array(clientSchema), ...pageAnswerShape }),
});
