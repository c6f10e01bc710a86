import { z } from 'zod';
import { codeOf, codeSchema } from '../core/codes';
import { defineCall, permission } from '../core/define-call';
import { envelope } from '../core/envelope';

/** How long a preview's address opens it. */
export const previewMinutes = 10;

export const broadcastPreviewBody = z.object({
  playerFormatCode: codeOf('playerFormat'),
  /**
   * The moment the preview starts playing as; absent: now. It plays on the wall clock of the zone
   * `previewBroadcastZone` names, so a time picked on that clock is sent as the instant it is there.
   */
  at: z.iso.datetime({ offset: true }).optional(),
  /** Triggers held active (true) or inactive (false) for the preview; others keep their setting. */
  triggerStates: z.record(codeSchema, z.boolean()).optional(),
});
export type BroadcastPreviewBody = z.infer<typeof broadcastPreviewBody>;

export const previewBroadcast = defineCall({
  id: 'broadcasts.preview',
  backend: 'customer',
  method: 'POST',
  path: '/api/broadcasts/{code}/preview',
  summary:
    'An address of the screen app that plays this broadcast on a screen of the format for ten ' +
    'minutes, as if every group reached it; nothing is paired and no play is recorded.',
  access: permission('Broadcast', 'view'),
  params: z.object({ code: codeOf('broadcast') }),
  body: broadcastPreviewBody,
  response: envelope({ previewUrl: z.string(), expiresAt: z.iso.datetime({ offset: true }) }),
});

export const previewBroadcastZone = defineCall({
  id: 'broadcasts.previewZone',
  backend: 'customer',
  method: 'GET',
  path: '/api/broadcasts/{code}/preview/zone',
  summary:
    "The time zone a preview of this broadcast plays in (the account's: the one most of its " +
    'locations use), so the moment to play as can be picked on its clock.',
  access: permission('Broadcast', 'view'),
  params: z.object({ code: codeOf('broadcast') }),
  response: envelope({ timeZone: z.string() }),
});
