import { z } from 'zod';
import { codeOf } from '../core/codes';
import { defineCall } from '../core/define-call';
import { envelope, fileAnswer } from '../core/envelope';
import { screensView } from '../players/player-schemas';

export const playIntervals = ['Hour', 'Day', 'Week'] as const;
export const playGroupings = ['Media', 'Player', 'Broadcast', 'Location', 'ContentType'] as const;
/** The longest range one report covers. */
export const maxPlayReportDays = 366;

const codes = (kind: Parameters<typeof codeOf>[0]) => z.array(codeOf(kind)).max(200).optional();

function isTimeZone(timeZoneId: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: timeZoneId });
    return true;
  } catch {
    return false;
  }
}

/** Which plays a report covers: a range, the zone its days are read in, and optional codes. */
const playFilterShape = {
  from: z.iso.datetime({ offset: true }).meta({ examples: ['2026-03-01T00:00:00Z'] }),
  to: z.iso.datetime({ offset: true }).meta({ examples: ['2026-03-31T00:00:00Z'] }),
  timeZoneId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .refine(isTimeZone, 'is not a known time zone')
    .meta({ examples: ['Europe/Stockholm'] }),
  mediaCodes: codes('media'),
  playerCodes: codes('player'),
  broadcastCodes: codes('broadcast'),
  locationCodes: codes('location'),
};

function checkRange(filter: { from: string; to: string }, context: z.RefinementCtx): void {
  const span = Date.parse(filter.to) - Date.parse(filter.from);
  if (!(span > 0)) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'must be after from' });
  } else if (span > maxPlayReportDays * 86_400_000) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: `must be at most ${maxPlayReportDays} days after from`,
    });
  }
}

export const playFilterSchema = z.object(playFilterShape).superRefine(checkRange);
export type PlayFilter = z.infer<typeof playFilterSchema>;

export const playSummaryRequestSchema = z
  .object({
    ...playFilterShape,
    interval: z.enum(playIntervals),
    groupBy: z.enum(playGroupings),
  })
  .superRefine(checkRange);
export type PlaySummaryRequest = z.infer<typeof playSummaryRequestSchema>;

const figuresShape = { plays: z.number().int(), durationMs: z.number().int() };

const playSummaryShape = {
  totals: z.object({ ...figuresShape, screens: z.number().int() }),
  series: z.array(z.object({ start: z.iso.datetime({ offset: true }), ...figuresShape })),
  /** `code` is null for plays of nothing in the grouping (no broadcast, no content type). */
  breakdown: z.array(z.object({ code: z.string().nullable(), name: z.string(), ...figuresShape })),
};
export type PlaySummary = z.infer<z.ZodObject<typeof playSummaryShape>>;

export const summarizePlays = defineCall({
  id: 'proofOfPlay.summary',
  backend: 'customer',
  method: 'POST',
  path: '/api/proofofplay/summary',
  summary:
    "How often and how long the caller's screens played, in hourly, daily or weekly steps of the time zone, with a breakdown by media, screen, broadcast, location or content type.",
  access: screensView,
  body: playSummaryRequestSchema,
  response: envelope(playSummaryShape),
});

export const exportPlays = defineCall({
  id: 'proofOfPlay.export',
  backend: 'customer',
  method: 'POST',
  path: '/api/proofofplay/export',
  summary: "Every play of the caller's screens in the range, one a row, as CSV (UTF-8 with a BOM).",
  access: screensView,
  body: playFilterSchema,
  responseFile: { contentTypes: ['text/csv'] },
  response: fileAnswer,
});
