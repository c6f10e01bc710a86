import { z } from 'zod';
import { codeOf } from '../core/codes';
import { defineCall } from '../core/define-call';
import { emptyAnswer, envelope } from '../core/envelope';
import { playerIdParams, screensEdit, screensView } from './player-schemas';

export const mediaRowStatuses = ['playing', 'paused'] as const;
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM');

/** A schedule period of a media row (spec 001 section 3 Period); times are the location's. */
export const mediaRowPeriodSchema = z.object({
  startDateTime: z.iso.datetime({ offset: true }).nullable().default(null),
  endDateTime: z.iso.datetime({ offset: true }).nullable().default(null),
  /** Bit 0 Monday .. bit 6 Sunday; 127 is every day. */
  dayOfWeeks: z.number().int().min(1).max(127).default(127),
  weekdayStartTime: hhmm.nullable().default(null),
  weekdayEndTime: hhmm.nullable().default(null),
});

/** One row of a screen's own playlist (its manual channel of one layer). */
export const mediaRowSchema = z.object({
  broadcastMediaCode: codeOf('mediaRow'),
  mediaCode: codeOf('media'),
  displayName: z.string(),
  mediaType: z.string(),
  layerCode: codeOf('layer'),
  orderN: z.number().int(),
  /** Seconds the row plays; null plays the media's own length (videos) or the default. */
  durationSeconds: z.number().nullable(),
  status: z.enum(mediaRowStatuses),
  periods: z.array(mediaRowPeriodSchema),
});
export type MediaRow = z.infer<typeof mediaRowSchema>;

const rowParams = z.object({ id: codeOf('player'), code: codeOf('mediaRow') });

export const listPlayerMediaRows = defineCall({
  id: 'playlist.list',
  backend: 'customer',
  method: 'GET',
  path: '/api/players/{id}/mediarows',
  summary:
    "The media rows of a screen's own playlist, per layer in play order; with channelCode, those of that channel of the screen's own.",
  access: screensView,
  params: playerIdParams,
  query: z.object({ channelCode: codeOf('channel').optional() }),
  response: envelope({
    layers: z.array(
      z.object({
        layerCode: codeOf('layer'),
        name: z.string(),
        channelCode: codeOf('channel'),
        mediaRows: z.array(mediaRowSchema),
      }),
    ),
  }),
});

export const addPlayerMedia = defineCall({
  id: 'playlist.add',
  backend: 'customer',
  method: 'POST',
  path: '/api/players/{id}/media/{code}',
  summary:
    "Adds a media item to the end (or at desiredPosition) of a layer of the screen's playlist.",
  access: screensEdit,
  params: z.object({ id: codeOf('player'), code: codeOf('media') }),
  body: z
    .object({
      layerCode: codeOf('layer').optional(),
      desiredPosition: z.number().int().min(0).optional(),
    })
    .default({}),
  response: envelope({ mediaRow: mediaRowSchema }),
  status: 201,
});

export const deletePlayerMediaRow = defineCall({
  id: 'playlist.delete',
  backend: 'customer',
  method: 'DELETE',
  path: '/api/players/{id}/mediarows/{code}',
  summary: "Removes a media row from the screen's playlist.",
  access: screensEdit,
  params: rowParams,
  response: emptyAnswer,
});

export const setPlayerMediaRowSchedule = defineCall({
  id: 'playlist.schedule',
  backend: 'customer',
  method: 'PUT',
  path: '/api/players/{id}/mediarows/{code}/schedule',
  summary: 'Sets when a media row plays; no periods means always.',
  access: screensEdit,
  params: rowParams,
  body: z.object({ periods: z.array(mediaRowPeriodSchema).max(20) }),
  response: envelope({ mediaRow: mediaRowSchema }),
});

export const setPlayerMediaRowDuration = defineCall({
  id: 'playlist.duration',
  backend: 'customer',
  method: 'PUT',
  path: '/api/players/{id}/mediarows/{code}/duration',
  summary: "Sets how long a media row plays; null plays the media's own length.",
  access: screensEdit,
  params: rowParams,
  body: z.object({ durationSeconds: z.number().min(1).max(86_400).nullable() }),
  response: envelope({ mediaRow: mediaRowSchema }),
});

export const reorderPlayerMediaRows = defineCall({
  id: 'playlist.reorder',
  backend: 'customer',
  method: 'PUT',
  path: '/api/players/{id}/mediarows/order',
  summary: 'Sets the play order of one layer: every row of the layer, in the new order.',
  access: screensEdit,
  params: playerIdParams,
  body: z.object({
    layerCode: codeOf('layer'),
    broadcastMediaCodes: z.array(codeOf('mediaRow')).min(1).max(1000),
  }),
  response: emptyAnswer,
});

export const setPlayerMediaRowsStatus = defineCall({
  id: 'playlist.status',
  backend: 'customer',
  method: 'PUT',
  path: '/api/players/{id}/mediarows/status',
  summary: 'Plays or pauses one or several media rows of the screen.',
  access: screensEdit,
  params: playerIdParams,
  body: z.object({
    broadcastMediaCodes: z.array(codeOf('mediaRow')).min(1).max(1000),
    status: z.enum(mediaRowStatuses),
  }),
  response: envelope({ modifiedCount: z.number().int() }),
});

export const deletePlayerMediaRows = defineCall({
  id: 'playlist.deleteMultiple',
  backend: 'customer',
  method: 'PUT',
  path: '/api/players/{id}/mediarows/deletemultiple',
  summary: "Removes several media rows from the screen's playlist.",
  access: screensEdit,
  params: playerIdParams,
  body: z.object({ broadcastMediaCodes: z.array(codeOf('mediaRow')).min(1).max(1000) }),
  response: envelope({ deletedCount: z.number().int() }),
});
