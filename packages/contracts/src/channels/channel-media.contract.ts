import { z } from 'zod';
import { codeOf } from '../core/codes';
import { defineCall } from '../core/define-call';
import { emptyAnswer, envelope } from '../core/envelope';
import {
  mediaRowPeriodSchema,
  mediaRowSchema,
  mediaRowStatuses,
} from '../players/player-playlist.contract';
import { screensEdit } from '../players/player-schemas';

const channelParams = z.object({ code: codeOf('channel') });
const rowCodes = z.array(codeOf('mediaRow')).min(1).max(1000);

/*
 * The media rows of one of a screen's own channels (spec 001 section 7 Channels). A channel a
 * broadcast generates is changed in its broadcast; these calls refuse it with 409.
 */

export const addChannelMedia = defineCall({
  id: 'channels.media.add',
  backend: 'customer',
  method: 'POST',
  path: '/api/channels/{code}/media/{mediaCode}',
  summary: 'Adds a media item to the end (or at desiredPosition) of a channel.',
  access: screensEdit,
  params: z.object({ code: codeOf('channel'), mediaCode: codeOf('media') }),
  body: z.object({ desiredPosition: z.number().int().min(0).optional() }).default({}),
  response: envelope({ mediaRow: mediaRowSchema }),
  status: 201,
});

export const setChannelMediaRow = defineCall({
  id: 'channels.media.set',
  backend: 'customer',
  method: 'PUT',
  path: '/api/channels/{code}/media',
  summary:
    "Sets when a media row of a channel plays (periods; none means always) or how long (durationSeconds; null plays the media's own length).",
  access: screensEdit,
  params: channelParams,
  body: z.union([
    z.object({
      broadcastMediaCode: codeOf('mediaRow'),
      periods: z.array(mediaRowPeriodSchema).max(20),
    }),
    z.object({
      broadcastMediaCode: codeOf('mediaRow'),
      durationSeconds: z.number().min(1).max(86_400).nullable(),
    }),
  ]),
  response: envelope({ mediaRow: mediaRowSchema }),
});

export const reorderChannelMedia = defineCall({
  id: 'channels.media.reorder',
  backend: 'customer',
  method: 'PUT',
  path: '/api/channels/{code}/media/',
  summary: 'Sets the play order of a channel: every row of it, each with its new orderN.',
  access: screensEdit,
  params: channelParams,
  body: z.object({
    mediaRows: z
      .array(
        z.object({
          broadcastMediaCode: codeOf('mediaRow'),
          orderN: z.number().int().min(0),
          displayName: z.string().optional(),
        }),
      )
      .min(1)
      .max(1000),
  }),
  response: emptyAnswer,
});

export const deleteChannelMediaRow = defineCall({
  id: 'channels.media.delete',
  backend: 'customer',
  method: 'DELETE',
  path: '/api/channels/{code}/media/{mediaCode}',
  summary:
    'Removes a media row from a channel; the address names the row by its broadcastMediaCode.',
  access: screensEdit,
  // The spec's address has the name of the adding call's segment, which OpenAPI needs alike.
  params: z.object({
    code: codeOf('channel'),
    mediaCode: codeOf('mediaRow').meta({ description: 'The broadcastMediaCode of the row.' }),
  }),
  response: emptyAnswer,
});

export const deleteChannelMediaRows = defineCall({
  id: 'channels.media.deleteMany',
  backend: 'customer',
  method: 'PUT',
  path: '/api/channels/{code}/media/deletemultiple',
  summary: 'Removes media rows from a channel: all of them, or none when one is not in it.',
  access: screensEdit,
  params: channelParams,
  body: z.object({ broadcastMediaCodes: rowCodes }),
  response: envelope({ deletedCount: z.number().int() }),
});

export const setChannelMediaRowsStatus = defineCall({
  id: 'channels.media.status',
  backend: 'customer',
  method: 'PUT',
  path: '/api/channels/{code}/modifymultiplemedia',
  summary: 'Plays or pauses media rows of a channel.',
  access: screensEdit,
  params: channelParams,
  body: z.object({ broadcastMediaCodes: rowCodes, status: z.enum(mediaRowStatuses) }),
  response: envelope({ modifiedCount: z.number().int() }),
});
