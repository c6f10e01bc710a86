import { z } from 'zod';
import { codeOf, codeSchema } from '../core/codes';
import { defineCall } from '../core/define-call';
import { envelope } from '../core/envelope';
import { pageAnswerShape, pagingShape } from '../core/paging';
import { mediaTypeSchema } from '../media/media-schemas';
import { screensView } from '../players/player-schemas';

/** Forecast horizon units (spec 002: day, week, month, year). */
export const forecastHorizons = ['day', 'week', 'month', 'year'] as const;
export const forecastHorizonSchema = z.enum(forecastHorizons);
export type ForecastHorizon = z.infer<typeof forecastHorizonSchema>;

/** The most screens one forecast page describes: each costs a walk over its schedule. */
export const maxForecastPlayers = 50;
/** The most segments a layer's timeline carries; beyond it the timeline stops, truncated. */
export const maxForecastSegments = 500;

/** What plays in a segment: a media row of a channel, with where it comes from. */
const forecastItemSchema = z.object({
  mediaCode: codeSchema,
  displayName: z.string(),
  mediaType: mediaTypeSchema,
  channelCode: codeSchema,
  /** The channel's name; a broadcast's channel carries the broadcast's name. */
  channelName: z.string(),
  source: z.enum(['manual', 'broadcast']),
  broadcastCode: codeSchema.nullable(),
});

const forecastPlayerSchema = z.object({
  playerCode: codeSchema,
  name: z.string(),
  timeZone: z.string(),
  /** What this screen's segments play, each once; segments name them by index. */
  items: z.array(forecastItemSchema),
  layers: z.array(
    z.object({
      layerCode: codeSchema,
      name: z.string(),
      /** The timeline stopped early, at `shownUntil`, after the most segments. */
      isTruncated: z.boolean(),
      /** The end of what the timeline covers: the horizon's end unless truncated. */
      shownUntil: z.iso.datetime({ offset: true }),
      /** Times something plays, in order; between them the layer shows nothing. */
      segments: z.array(
        z.object({
          from: z.iso.datetime({ offset: true }),
          until: z.iso.datetime({ offset: true }),
          items: z.array(z.number().int().min(0)),
        }),
      ),
    }),
  ),
});

export const forecastChannels = defineCall({
  id: 'channels.forecast',
  backend: 'customer',
  method: 'POST',
  path: '/api/channels/forecast',
  summary:
    'What the screens a saved player filter selects play, per layer, over a day, week, month or year from a start: a page of screens by name, each with its timeline read from its schedule.',
  access: screensView,
  body: z.object({
    FilterCode: codeOf('playerFilter'),
    from: z.iso.datetime({ offset: true }).meta({ examples: ['2026-03-02T00:00:00Z'] }),
    horizon: forecastHorizonSchema,
    ...pagingShape,
    MaxItemsInResult: z.coerce.number().int().min(1).max(maxForecastPlayers).default(20),
  }),
  response: envelope({
    from: z.iso.datetime({ offset: true }),
    /** The horizon's end (exclusive): `from` plus one day, week, month or year. */
    until: z.iso.datetime({ offset: true }),
    Screens: z.array(forecastPlayerSchema),
    ...pageAnswerShape,
  }),
});

export type ForecastPlayer = z.infer<typeof forecastPlayerSchema>;
export type ForecastItem = z.infer<typeof forecastItemSchema>;
