import { z } from 'zod';
import { codeOf } from '../core/codes';
import { defineCall } from '../core/define-call';
import { envelope } from '../core/envelope';
import { pageAnswerShape, pagingShape, searchText } from '../core/paging';
import { screensView } from '../players/player-schemas';

export const formatLayerSchema = z.object({
  layerCode: codeOf('layer'),
  name: z.string(),
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  zOrder: z.number().int(),
});

export const playerFormatSchema = z.object({
  playerFormatCode: codeOf('playerFormat'),
  name: z.string(),
  description: z.string(),
  resolutionX: z.number().int(),
  resolutionY: z.number().int(),
  layers: z.array(formatLayerSchema),
});
export type PlayerFormat = z.infer<typeof playerFormatSchema>;

export const listPlayerFormats = defineCall({
  id: 'playerFormats.list',
  backend: 'customer',
  method: 'GET',
  path: '/api/playerformats/',
  summary: "The formats a screen can have (global ones and the account's own), with their layers.",
  access: screensView,
  response: envelope({ PlayerFormats: z.array(playerFormatSchema) }),
});

export const listLayers = defineCall({
  id: 'layers.list',
  backend: 'customer',
  method: 'GET',
  path: '/api/layers',
  summary:
    "The layers of the formats the account's screens use (of every format it can use while it has no screen), with their format, and whether any format has several.",
  access: screensView,
  query: z.object({ SearchText: searchText, ...pagingShape }),
  response: envelope({
    layers: z.array(
      formatLayerSchema.extend({
        playerFormatCode: codeOf('playerFormat'),
        playerFormatName: z.string(),
      }),
    ),
    hasPlayoutsWithMultiLayers: z.boolean(),
    ...pageAnswerShape,
  }),
});

/** An aspect is a format as the filter builder offers it (node type Aspects). */
export const listAspects = defineCall({
  id: 'aspects.list',
  backend: 'customer',
  method: 'GET',
  path: '/api/aspects',
  summary: 'The formats as filter values: code and name.',
  access: screensView,
  response: envelope({
    aspects: z.array(z.object({ code: codeOf('playerFormat'), name: z.string() })),
  }),
});

export const listPlayerTagNames = defineCall({
  id: 'playerTags.list',
  backend: 'customer',
  method: 'GET',
  path: '/api/players/tags',
  summary: "The account's screen tags, for pickers and the filter builder.",
  access: screensView,
  query: z.object({ SearchText: searchText, ...pagingShape }),
  response: envelope({
    tags: z.array(
      z.object({ tagCode: codeOf('tag'), name: z.string(), color: z.string().nullable() }),
    ),
    ...pageAnswerShape,
  }),
});
