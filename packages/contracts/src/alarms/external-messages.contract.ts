import { z } from 'zod';
import { codeOf, codeSchema } from '../core/codes';
import { defineCall, permission } from '../core/define-call';
import { envelope } from '../core/envelope';
import { pageAnswerShape, pagingShape, searchText } from '../core/paging';

/**
 * Alarms (spec 000 "Alarm (external message)"): what the server said to an account about a
 * screen that lost contact or reported an issue, and that the episode ended; each mailed and
 * posted to the account's webhook. Kept 90 days.
 */

const alarmsView = permission('SupportAlarms', 'view');
const alarmsEdit = permission('SupportAlarms', 'edit');

export const externalMessageKinds = ['alarm', 'resolved'] as const;
export const alarmReasons = ['noContact', 'status'] as const;
export const deliveryChannels = ['mail', 'webhook'] as const;
/** A mail counts as delivered once the mail server (or the outbox) took it. */
export const deliveryStates = ['queued', 'delivered', 'failed'] as const;

export const externalMessageSchema = z.object({
  id: codeOf('externalMessage'),
  kind: z.enum(externalMessageKinds),
  reason: z.enum(alarmReasons),
  /** The screen's status level when the reason is `status`, e.g. MajorIssue. */
  statusLevel: z.string().nullable(),
  /** Null for a message of no client. */
  account: z.object({ accountCode: codeSchema, accountName: z.string() }).nullable(),
  /** The screen's code is null once the screen is gone; its name is kept. */
  player: z.object({ playerCode: codeSchema.nullable(), name: z.string() }),
  subject: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type ExternalMessage = z.infer<typeof externalMessageSchema>;

export const messageDeliverySchema = z.object({
  channel: z.enum(deliveryChannels),
  /** The address mailed, or the webhook's address. */
  target: z.string(),
  state: z.enum(deliveryStates),
  attempts: z.number().int().min(0),
  lastError: z.string().nullable(),
  /** ISO 8601; null until delivered (and for mail, whose hand-over time is not kept). */
  deliveredAt: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type MessageDelivery = z.infer<typeof messageDeliverySchema>;

export const externalMessageDetailSchema = externalMessageSchema.extend({
  text: z.string(),
  /** The alarm that opened the episode (the message itself for an alarm); null once deleted. */
  alarmId: codeSchema.nullable(),
  deliveries: z.array(messageDeliverySchema),
});
export type ExternalMessageDetail = z.infer<typeof externalMessageDetailSchema>;

const messageParams = z.object({ id: codeOf('externalMessage') });

export const listExternalMessages = defineCall({
  id: 'externalMessages.list',
  backend: 'support',
  method: 'GET',
  path: '/api/externalMessages',
  summary:
    "Alarms and their resolutions of the clients in reach, newest first, optionally matching a client's or screen's name or the subject.",
  access: alarmsView,
  query: z.object({ searchText, ...pagingShape }),
  response: envelope({ ExternalMessages: z.array(externalMessageSchema), ...pageAnswerShape }),
});

export const getExternalMessage = defineCall({
  id: 'externalMessages.get',
  backend: 'support',
  method: 'GET',
  path: '/api/externalMessages/{id}',
  summary: 'One message with its text and its deliveries.',
  access: alarmsView,
  params: messageParams,
  response: envelope({ ExternalMessage: externalMessageDetailSchema }),
});

export const deleteExternalMessage = defineCall({
  id: 'externalMessages.delete',
  backend: 'support',
  method: 'DELETE',
  path: '/api/externalMessages/{id}',
  summary: 'Deletes a message and its deliveries; a webhook post still queued for it is not made.',
  access: alarmsEdit,
  params: messageParams,
  response: envelope({}),
});

export const resendExternalMessage = defineCall({
  id: 'externalMessages.resend',
  backend: 'support',
  method: 'POST',
  path: '/api/externalMessages/{id}/resend',
  summary: "Sends a message again, as a new delivery to the account's alarm addresses now.",
  access: alarmsEdit,
  params: messageParams,
  response: envelope({ ExternalMessage: externalMessageDetailSchema }),
});
