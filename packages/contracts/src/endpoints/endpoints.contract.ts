import { z } from 'zod';
import { codeOf, codeSchema } from '../core/codes';
import { defineCall, permission } from '../core/define-call';
import { envelope } from '../core/envelope';

/**
 * Integration endpoints (spec 000 "Endpoint"): the queues that move data in or out of the
 * system, each with the messages that failed for good (its error queue) and its files in error.
 */

const endpointsView = permission('SupportEndpoints', 'view');
const endpointsEdit = permission('SupportEndpoints', 'edit');

/** An endpoint is named by its queue, e.g. `mail`. */
export const endpointIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9.-]+$/, 'must be an endpoint id')
  .meta({ examples: ['mail'] });

export const endpointSchema = z.object({
  id: endpointIdSchema,
  /** In English; the console shows its own text for the endpoints it knows. */
  name: z.string(),
  direction: z.enum(['in', 'out']),
  messagesInErrorQueueCount: z.number().int().min(0),
});
export type Endpoint = z.infer<typeof endpointSchema>;

/** The client a message or file was for; null when it was for none. */
const errorAccount = z.object({ accountCode: codeSchema, accountName: z.string() }).nullable();

/** A message that used up its attempts. Its content never leaves the server: mail holds sign-in links. */
export const errorMessageSchema = z.object({
  messageId: codeOf('endpointMessage'),
  account: errorAccount,
  summary: z.string(),
  attempts: z.number().int().min(0),
  lastError: z.string(),
  /** ISO 8601. */
  failedAt: z.string(),
});
export type ErrorMessage = z.infer<typeof errorMessageSchema>;

export const fileInErrorSchema = z.object({
  fileId: z.string(),
  account: errorAccount,
  fileName: z.string(),
  lastError: z.string(),
  /** ISO 8601. */
  failedAt: z.string(),
});
export type FileInError = z.infer<typeof fileInErrorSchema>;

const endpointParams = z.object({ id: endpointIdSchema });
const messageBody = z.object({
  endpointId: endpointIdSchema,
  messageId: codeOf('endpointMessage'),
});

export const listEndpoints = defineCall({
  id: 'endpoints.list',
  backend: 'support',
  method: 'GET',
  path: '/api/endpoints',
  summary: 'The integration endpoints, each with the count of messages in its error queue.',
  access: endpointsView,
  response: envelope({ Endpoints: z.array(endpointSchema) }),
});

export const listEndpointErrorMessages = defineCall({
  id: 'endpoints.messagesInErrorQueue',
  backend: 'support',
  method: 'GET',
  path: '/api/endpoints/{id}/messagesInErrorQueue',
  summary: "An endpoint's messages in its error queue, newest failures first, without content.",
  access: endpointsView,
  params: endpointParams,
  response: envelope({ Messages: z.array(errorMessageSchema) }),
});

export const listEndpointFilesInError = defineCall({
  id: 'endpoints.filesInError',
  backend: 'support',
  method: 'GET',
  path: '/api/endpoints/{id}/filesInError',
  summary: "An endpoint's files in error.",
  access: endpointsView,
  params: endpointParams,
  response: envelope({ Files: z.array(fileInErrorSchema) }),
});

export const returnMessageToSourceQueue = defineCall({
  id: 'endpoints.returnMessage',
  backend: 'support',
  method: 'POST',
  path: '/api/endpoints/returnMessageToSourceQueue',
  summary: 'Queues a message of the error queue again, with its attempts reset.',
  access: endpointsEdit,
  body: messageBody,
  response: envelope({}),
});

export const deleteMessageInErrorQueue = defineCall({
  id: 'endpoints.deleteMessage',
  backend: 'support',
  method: 'POST',
  path: '/api/endpoints/deleteMessageInErrorQueue',
  summary: 'Removes a message from the error queue for good.',
  access: endpointsEdit,
  body: messageBody,
  response: envelope({}),
});
