import { z } from 'zod';
import { codeOf } from '../core/codes';
import { defineCall, permission } from '../core/define-call';
import { envelope } from '../core/envelope';
import { searchText } from '../core/paging';

/** The largest side a format may have, in pixels. */
export const maxResolution = 16_384;
/** The most layers a format may have. */
export const maxFormatLayers = 16;

const supportFormatsView = permission('SupportFormats', 'view');
const supportFormatsEdit = permission('SupportFormats', 'edit');

const pixels = z.number().int().min(0).max(maxResolution);
const side = z.number().int().min(1).max(maxResolution);

/** A layer as the editor sends it: one without a code is new. */
export const formatLayerInput = z.object({
  layerCode: codeOf('layer').optional(),
  name: z.string().trim().min(1).max(100),
  x: pixels,
  y: pixels,
  width: side,
  height: side,
  zOrder: z.number().int().min(0).max(1000).default(0),
});
export type FormatLayerInput = z.infer<typeof formatLayerInput>;

const formatFields = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().max(500).default(''),
  resolutionX: side,
  resolutionY: side,
  hasDefaultLayer: z.boolean().default(true),
  defaultLayerLeft: pixels.default(0),
  defaultLayerTop: pixels.default(0),
  defaultLayerWidth: side.nullable().default(null),
  defaultLayerHeight: side.nullable().default(null),
  layers: z.array(formatLayerInput).max(maxFormatLayers).default([]),
});
type FormatFields = z.infer<typeof formatFields>;

/**
 * What no field alone can say: layers and the default layer lie inside the format, layer names
 * are unique, and a format without a default layer has a layer to play in.
 */
function checkFormatShape(format: FormatFields, context: z.RefinementCtx) {
  const outside = (path: PropertyKey[], message: string) =>
    context.addIssue({ code: 'custom', path, message });
  const names = new Set<string>();
  format.layers.forEach((layer, index) => {
    if (layer.x + layer.width > format.resolutionX) {
      outside(['layers', index, 'width'], 'the layer reaches past the format’s width');
    }
    if (layer.y + layer.height > format.resolutionY) {
      outside(['layers', index, 'height'], 'the layer reaches past the format’s height');
    }
    const name = layer.name.toLowerCase();
    if (names.has(name)) outside(['layers', index, 'name'], 'another layer has this name');
    names.add(name);
  });
  if (format.hasDefaultLayer) {
    const width = format.defaultLayerWidth ?? format.resolutionX;
    const height = format.defaultLayerHeight ?? format.resolutionY;
    if (format.defaultLayerLeft + width > format.resolutionX) {
      outside(['defaultLayerWidth'], 'the default layer reaches past the format’s width');
    }
    if (format.defaultLayerTop + height > format.resolutionY) {
      outside(['defaultLayerHeight'], 'the default layer reaches past the format’s height');
    }
  } else if (format.layers.length === 0) {
    outside(['layers'], 'a format without a default layer needs a layer');
  }
}

/** A new format: global without a client. */
export const playerFormatCreateInput = formatFields
  .extend({
    clientCode: codeOf('account').optional(),
    layers: z
      .array(formatLayerInput.omit({ layerCode: true }))
      .max(maxFormatLayers)
      .default([]),
  })
  .superRefine(checkFormatShape);

/** A whole format as saved: layers named by code are kept, others are new, the rest removed. */
export const playerFormatUpdateInput = formatFields
  .extend({ playerFormatCode: codeOf('playerFormat') })
  .superRefine(checkFormatShape);
export type PlayerFormatUpdateInput = z.infer<typeof playerFormatUpdateInput>;

const supportFormatFields = {
  clientCode: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  resolutionX: z.number().int(),
  resolutionY: z.number().int(),
  hasDefaultLayer: z.boolean(),
  defaultLayerLeft: z.number().int(),
  defaultLayerTop: z.number().int(),
  defaultLayerWidth: z.number().int().nullable(),
  defaultLayerHeight: z.number().int().nullable(),
  /** The reduced ratio of the resolution, `16:9`. */
  aspect: z.string(),
};

const layerView = z.object({
  layerCode: z.string(),
  name: z.string(),
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  zOrder: z.number().int(),
});

/** A format as the console shows it; `clientCode` null is a global format. */
export const supportPlayerFormatSchema = z.object({
  playerFormatCode: z.string(),
  ...supportFormatFields,
  layers: z.array(layerView),
});
export type SupportPlayerFormat = z.infer<typeof supportPlayerFormatSchema>;

/** A format not stored yet, as the editor starts it. */
export const playerFormatDraftSchema = z.object({
  ...supportFormatFields,
  layers: z.array(layerView.omit({ layerCode: true })),
});
export type PlayerFormatDraft = z.infer<typeof playerFormatDraftSchema>;

export const searchSupportPlayerFormats = defineCall({
  id: 'supportPlayerFormats.list',
  backend: 'support',
  method: 'GET',
  path: '/api/playerformats',
  summary:
    'The global formats and, with a client, that client’s own, by name, each with its aspect and layers.',
  access: supportFormatsView,
  query: z.object({ clientCode: codeOf('account').optional(), searchText }),
  response: envelope({ playerFormats: z.array(supportPlayerFormatSchema) }),
});

export const newSupportPlayerFormat = defineCall({
  id: 'supportPlayerFormats.new',
  backend: 'support',
  method: 'POST',
  path: '/api/playerformats/new',
  summary: 'A blank 1920x1080 format for the editor to start from; nothing is stored.',
  access: supportFormatsEdit,
  body: z.object({ clientCode: codeOf('account').optional() }).default({}),
  response: envelope({ playerFormat: playerFormatDraftSchema }),
});

export const createSupportPlayerFormat = defineCall({
  id: 'supportPlayerFormats.create',
  backend: 'support',
  method: 'POST',
  path: '/api/playerformats',
  summary: 'Creates a format for a client, or a global one without clientCode.',
  access: supportFormatsEdit,
  body: playerFormatCreateInput,
  response: envelope({ playerFormat: supportPlayerFormatSchema }),
});

export const updateSupportPlayerFormat = defineCall({
  id: 'supportPlayerFormats.update',
  backend: 'support',
  method: 'PUT',
  path: '/api/playerformats',
  summary:
    'Saves a whole format, its layers by layerCode; removing a layer screens play on answers 409. Its screens are laid out anew.',
  access: supportFormatsEdit,
  body: playerFormatUpdateInput,
  response: envelope({ playerFormat: supportPlayerFormatSchema }),
});

export const deleteSupportPlayerFormat = defineCall({
  id: 'supportPlayerFormats.delete',
  backend: 'support',
  method: 'POST',
  path: '/api/playerformats/delete',
  summary:
    'Deletes a format no screen uses; a used one is kept and the answer says so (isOk false, playerCount).',
  access: supportFormatsEdit,
  body: z.object({ playerFormatCode: codeOf('playerFormat') }),
  response: envelope({
    data: z.object({ isOk: z.boolean(), playerCount: z.number().int(), message: z.string() }),
  }),
});
