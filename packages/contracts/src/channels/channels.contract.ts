import { z } from 'zod';
import { codeOf, codeSchema } from '../core/codes';
import { defineCall } from '../core/define-call';
import { emptyAnswer, envelope } from '../core/envelope';
import { screensEdit, screensView } from '../players/player-schemas';

const channelName = z.string().trim().min(1).max(100);

/** A channel of a screen (spec 001 section 3 Channel): its own, or one a broadcast generates. */
export const channelSchema = z.object({
  channelCode: codeSchema,
  name: z.string(),
  layerCode: codeSchema,
  isDefaultChannel: z.boolean(),
  isActive: z.boolean(),
  isTakeOver: z.boolean(),
  /** Made on the screen by hand; false for one a broadcast generates. */
  isManuallyGenerated: z.boolean(),
  /** Only a screen's own channels are edited here; a broadcast's are edited in the broadcast. */
  isEditable: z.boolean(),
  broadcasts: z.array(codeSchema),
  hasPermission: z.boolean(),
  mediaRows: z.array(
    z.object({
      broadcastMediaCode: codeSchema,
      displayName: z.string(),
      orderN: z.number().int(),
      mediaCode: codeSchema,
      /** Photo, Video, WebPage, ...: only photos and videos have a thumbnail to ask for. */
      mediaType: z.string(),
    }),
  ),
});

/** A screen's channels per layer (spec 001 section 3 Player channels). */
export const playerChannelsSchema = z.object({
  playerCode: codeSchema,
  /** Each layer with its size in the format's pixels, which decides what fits it. */
  layers: z.array(
    z.object({
      layerCode: codeSchema,
      name: z.string(),
      width: z.number().int(),
      height: z.number().int(),
    }),
  ),
  playerFormatWidth: z.number().int(),
  playerFormatHeight: z.number().int(),
  playerFormatName: z.string(),
  channels: z.array(channelSchema),
});

/** A change of one channel of a screen: on or off, takeover or not, and maybe a new name. */
const channelChange = z.object({
  PlayerCode: codeOf('player'),
  ChannelCode: codeOf('channel'),
  IsActive: z.boolean(),
  IsTakeover: z.boolean(),
  /** A new name; the name stays when left out. */
  Name: channelName.optional(),
});

export const getPlayerChannels = defineCall({
  id: 'channels.ofPlayer',
  backend: 'customer',
  method: 'GET',
  path: '/api/channels/player/{playerCode}',
  summary: "A screen's channels on each layer: its own and those its broadcasts generate.",
  access: screensView,
  params: z.object({ playerCode: codeOf('player') }),
  response: envelope({ playerChannels: playerChannelsSchema }),
});

export const updateChannel = defineCall({
  id: 'channels.update',
  backend: 'customer',
  method: 'PUT',
  path: '/api/channels/{code}',
  summary: "Switches a screen's own channel on or off, or makes it a takeover of its layer.",
  access: screensEdit,
  params: z.object({ code: codeOf('channel') }),
  body: channelChange,
  response: envelope({ channel: channelSchema }),
});

export const createChannel = defineCall({
  id: 'channels.create',
  backend: 'customer',
  method: 'POST',
  path: '/api/channels/',
  summary: 'Adds a channel of its own to a layer of a screen, active, empty and not a takeover.',
  access: screensEdit,
  body: z.object({
    playerCode: codeOf('player'),
    channelName,
    layerCode: codeOf('layer'),
  }),
  response: envelope({ channel: channelSchema }),
  status: 201,
});

export const deleteChannel = defineCall({
  id: 'channels.delete',
  backend: 'customer',
  method: 'DELETE',
  path: '/api/channels/{code}',
  summary:
    "Deletes a channel added to a screen with its media rows; not a layer's default channel nor one a broadcast generates.",
  access: screensEdit,
  params: z.object({ code: codeOf('channel') }),
  response: emptyAnswer,
});

export const updateChannels = defineCall({
  id: 'channels.updateMany',
  backend: 'customer',
  method: 'PUT',
  path: '/api/channels/modifyMultiple',
  summary:
    'Switches several channels on or off or to takeovers at once: all of them, or none when one cannot be changed.',
  access: screensEdit,
  body: z.object({ Channels: z.array(channelChange).min(1).max(200) }),
  response: envelope({ channels: z.array(channelSchema) }),
});

export const getChannelsOfFilter = defineCall({
  id: 'channels.ofFilter',
  backend: 'customer',
  method: 'POST',
  path: '/api/channels/player/multiple',
  summary:
    'The channels of the screens a saved player filter selects (the first 200 by name); the forecast call pages through their timelines.',
  access: screensView,
  body: z.object({ FilterCode: codeOf('playerFilter') }),
  response: envelope({ playerChannels: z.array(playerChannelsSchema) }),
});

const verdicts = [
  'playing',
  'draft',
  'inactive',
  'outsidePeriods',
  'betweenTakeoverWindows',
  'nothingOn',
  'replacedByTakeover',
] as const;
const rowVerdicts = ['playing', 'paused', 'outsidePeriods', 'channelNotPlaying'] as const;

export const explainPlayerSchedule = defineCall({
  id: 'channels.explain',
  backend: 'customer',
  method: 'GET',
  path: '/api/channels/player/{playerCode}/explain',
  summary:
    'Why a screen plays what it plays at a time (now when not given): each channel and media row with the reason it plays or not, and when that answer next changes.',
  access: screensView,
  params: z.object({ playerCode: codeOf('player') }),
  query: z.object({
    at: z.iso
      .datetime({ offset: true })
      .optional()
      .meta({ examples: ['2026-03-02T10:00:00Z'] }),
  }),
  response: envelope({
    explanation: z.object({
      at: z.iso.datetime({ offset: true }),
      /** The screen's local date and time, `YYYY-MM-DDTHH:mm:ss`. */
      localDateTime: z.string(),
      timeZone: z.string(),
      validUntil: z.iso.datetime({ offset: true }).nullable(),
      layers: z.array(
        z.object({
          layerCode: codeSchema,
          channels: z.array(
            z.object({
              channelCode: codeSchema,
              source: z.enum(['manual', 'broadcast']),
              broadcastCode: codeSchema.nullable(),
              isTakeover: z.boolean(),
              verdict: z.enum(verdicts),
              activePeriods: z.array(z.number().int()),
              /** With `betweenTakeoverWindows` only: when the takeover's next window starts. */
              nextTakeoverWindowAt: z.iso.datetime({ offset: true }).optional(),
              rows: z.array(
                z.object({
                  broadcastMediaCode: codeSchema,
                  mediaCode: codeSchema,
                  verdict: z.enum(rowVerdicts),
                  activePeriods: z.array(z.number().int()),
                }),
              ),
            }),
          ),
        }),
      ),
    }),
  }),
});
