import { z } from 'zod';
import { codeSchema } from '../core/codes';

/** What put an item on a screen. */
export const playSources = ['schedule', 'interrupt', 'selection', 'manual'] as const;

/** The most plays one batch carries; a screen back from a long outage sends several. */
export const maxPlaysPerBatch = 500;

/**
 * One item a screen showed. `playId` is the screen's own id for it, so a batch sent again counts
 * once; `startedAt` is in the server's clock, corrected by the screen.
 */
export const playRecordSchema = z.object({
  playId: z.uuid(),
  mediaCode: codeSchema,
  layerCode: codeSchema,
  startedAt: z.iso.datetime({ offset: true }),
  /** The time it really showed; a day at most (a still on a screen with one item). */
  durationMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600_000),
  broadcastCode: codeSchema.nullable(),
  groupCode: codeSchema.nullable(),
  triggerCode: codeSchema.nullable(),
  source: z.enum(playSources),
});
export type PlayRecord = z.infer<typeof playRecordSchema>;

/**
 * A batch as the gateway reads it: each play is checked on its own (`playRecordSchema`), so one
 * bad row is dropped without refusing the others.
 */
export const playBatchSchema = z.object({
  batchId: z.uuid(),
  plays: z.array(z.unknown()).max(maxPlaysPerBatch),
});

/** The gateway's answer to a batch, once its plays are committed. */
export const playsAckSchema = z.object({
  batchId: z.uuid(),
  /** Plays newly counted; a play already counted (a batch sent again) is not. */
  accepted: z.number().int().min(0),
  /** Plays refused: not valid, or naming media the screen's account does not hold. */
  dropped: z.number().int().min(0),
  /** The server's clock when it answered, for the screen to correct its own by. */
  serverTime: z.iso.datetime({ offset: true }),
});
export type PlaysAck = z.infer<typeof playsAckSchema>;
