import { z } from 'zod';
import { codeOf, codeSchema } from '../core/codes';
import { defineCall, permission } from '../core/define-call';
import { envelope } from '../core/envelope';

/** How long a preview's address opens it. */
export const previewMinutes = 10;

export const broadcastPreviewBody = z.object({
  playerFormatCode: codeOf('playerFormat'),
  /** The moment the preview starts playing as (the account's wall time follows it); absent: now. */
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
