import { signLanguages } from '@marquee/domain';
import { z } from 'zod';
import { codeOf } from '../core/codes';
import { defineCall, permission } from '../core/define-call';
import { envelope, fileAnswer } from '../core/envelope';
import { formModelSchema, signOrientationSchema } from './form-model.schema';
import { templateAssetParams, templateAssetTypes } from './html-templates.contract';

/**
 * Signs (issue "signs from HTML templates"): a sign is a media of type HtmlAd whose documents are
 * rendered from a template version and the values its form holds. The editor reads a sign (or a
 * template, for a new one), renders its preview with the same function the server renders with,
 * saves values, and hands back the PNGs it captured of each orientation.
 */

const mediaView = permission('MediaLibrary', 'view');
const mediaEdit = permission('MediaLibrary', 'edit');

/** Most signs one bulk preview download names. */
export const maxSignPreviewDownload = 200;
/** Most bytes of one captured preview PNG. */
export const maxSignPreviewBytes = 8 * 1024 * 1024;

/** Values by fieldName, checked against the template's form model (paths like `values.rows[1].line`). */
export const signValuesSchema = z
  .record(z.string().max(64), z.unknown())
  .meta({ description: "Values by fieldName, checked against the template's form model." });

export const signDocumentSchema = signOrientationSchema.extend({
  /** The rendered document, for the signed-in user (its media load with the access token). */
  documentUrl: z.string(),
  /** The PNG captured of this document; null until one is uploaded for the current render. */
  previewUrl: z.string().nullable(),
});

/** A medium a sign's values name, as the editor shows it and renders its preview with. */
export const signMediumSchema = z.object({
  mediaCode: codeOf('media'),
  mediaType: z.enum(['Photo', 'Video', 'HtmlAd', 'WebPage', 'File']),
  displayName: z.string(),
  /** The file (photo or video) the preview loads; null while it is made or for other types. */
  url: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

/** An item a sign's values name, with the values of every attribute by code. */
export const signItemSchema = z.object({
  factCode: codeOf('fact'),
  name: z.string(),
  attributes: z.record(z.string(), z.unknown()),
});

export const signTemplateRefSchema = z.object({
  templateCode: codeOf('template'),
  templateName: z.string(),
  /** The version this sign renders. */
  version: z.number().int(),
  /** The template's current version; greater than `version` offers "Update template". */
  latestVersion: z.number().int(),
  html: z.string(),
  /** Where the template's `assets/…` addresses resolve for the signed-in user. */
  assetsBaseUrl: z.string(),
  /**
   * The template's files and their addresses for the signed-in user: a frame cannot send the
   * user's token, so the editor writes these (with the token) in place of `assets/<fileName>`.
   */
  assets: z.array(z.object({ fileName: z.string(), url: z.string() })),
});

export const signEditorSchema = z.object({
  /** Null when the answer is a template's blank form for a new sign. */
  mediaCode: codeOf('media').nullable(),
  mediaType: z.enum(['HtmlAd', 'WebPage']),
  displayName: z.string(),
  /** The https address of a web page; null for a sign. */
  url: z.string().nullable(),
  /** Null for a web page. */
  template: signTemplateRefSchema.nullable(),
  /** The form of the template version the sign renders. */
  FormModel: formModelSchema.nullable(),
  /** Every field's value by fieldName (a new sign: the defaults). */
  values: signValuesSchema,
  media: z.array(signMediumSchema),
  items: z.array(signItemSchema),
  /** One per orientation, in the form model's order; empty for a new sign or a web page. */
  documents: z.array(signDocumentSchema),
  /** The first document's address (spec: the sign's preview document). */
  PreviewUrl: z.string().nullable(),
  /** Names the current render: a preview PNG is accepted only for it. */
  documentHash: z.string().nullable(),
  /** Send it back with a change; a save based on an older version answers 412. */
  version: z.string().nullable(),
  /**
   * The language the sign renders in on the account's screens (prices, dates): a preview made in
   * it shows what the screens show, whatever language the editor's user reads.
   */
  language: z.enum(signLanguages),
});
export type SignEditor = z.infer<typeof signEditorSchema>;

/** A sign is a media; its own kind lets the walks make one that every sign call accepts. */
const signParams = z.object({ mediaCode: codeOf('sign') });
const savedSign = envelope({
  mediaCode: codeOf('sign'),
  documentHash: z.string(),
  version: z.string(),
  documents: z.array(signDocumentSchema),
});

export const getSign = defineCall({
  id: 'signs.get',
  backend: 'customer',
  method: 'GET',
  path: '/api/media/signs/{mediaCode}',
  summary:
    "A sign with its template, form model, values and documents; a template's code instead answers the blank form of a new sign from its current version. A web page answers its address.",
  access: mediaView,
  params: signParams,
  response: envelope({ sign: signEditorSchema }),
});

export const createSign = defineCall({
  id: 'signs.create',
  backend: 'customer',
  method: 'POST',
  path: '/api/media/signs',
  summary:
    "Makes a sign from a template's current version and the values given, rendered for every orientation. 400 names the value's path (values.rows[1].line); a media or item code that is not the caller's answers 404.",
  access: mediaEdit,
  body: z.object({
    templateCode: codeOf('template'),
    displayName: z.string().trim().min(1).max(200),
    values: signValuesSchema,
  }),
  response: savedSign,
});

export const updateSign = defineCall({
  id: 'signs.update',
  backend: 'customer',
  method: 'PUT',
  path: '/api/media/signs/{mediaCode}',
  summary:
    "Saves a sign's name and values over the version it was loaded at (412 when it changed since), rendering it again; `updateTemplate` moves it to the template's current version. A web page saves its https address as `url`.",
  access: mediaEdit,
  params: signParams,
  body: z.object({
    version: z.string().min(1).max(64),
    displayName: z.string().trim().min(1).max(200),
    values: signValuesSchema.optional(),
    updateTemplate: z.boolean().optional(),
    url: z
      .url({ protocol: /^https$/, error: 'must be an https address' })
      .max(2048)
      .optional(),
  }),
  response: savedSign,
});

export const signOptionsName = z
  .string()
  .max(80)
  .regex(
    /^(locations|tags|item:[A-Za-z][A-Za-z0-9_]{0,63})$/,
    'must be locations, tags or item:<attributeCode>',
  );

export const getSignOptions = defineCall({
  id: 'signs.options',
  backend: 'customer',
  method: 'GET',
  path: '/api/media/signs/options/{name}',
  summary:
    "The choices a field with `optionsSource` offers: the account's locations, media tags, or the values items hold for an attribute (item:<attributeCode>); any other name is 404.",
  access: mediaView,
  params: z.object({ name: z.string().max(80) }),
  response: envelope({
    options: z.array(z.object({ value: z.string(), label: z.string() })),
  }),
});

export const putSignPreview = defineCall({
  id: 'signs.putPreview',
  backend: 'customer',
  method: 'PUT',
  path: '/api/media/signs/{mediaCode}/preview',
  summary:
    "Keeps the PNG the app captured of one orientation (multipart `file` part) as the sign's preview, and of the first orientation as its thumbnail. 409 when `documentHash` is not the current render, 400 when the PNG is not the orientation's pixels, 415 when it is not a PNG.",
  access: mediaEdit,
  params: signParams,
  query: z.object({
    documentHash: z.string().min(1).max(64),
    /** Absent: the first orientation. */
    orientationName: z.string().max(100).optional(),
  }),
  requestFiles: { parts: ['file'] },
  response: envelope({ documents: z.array(signDocumentSchema) }),
});

export const downloadSignPreviews = defineCall({
  id: 'signs.downloadPreviews',
  backend: 'customer',
  method: 'POST',
  path: '/api/media/signs/previews',
  summary:
    'A zip of every orientation of the signs named as <displayName>-<orientation_name>.png (at most 200 signs). 409 names the signs without a PNG of their current render. Needs MediaLibrary upload and the downloadSignPreview flag.',
  access: mediaEdit,
  body: z.object({ mediaCodes: z.array(codeOf('sign')).min(1).max(maxSignPreviewDownload) }),
  responseFile: { contentTypes: ['application/zip'] },
  response: fileAnswer,
});

export const getSignDocument = defineCall({
  id: 'signs.document',
  backend: 'customer',
  method: 'GET',
  path: '/api/media/signs/{mediaCode}/document',
  summary:
    "One orientation's rendered document as the screens get it, for viewing in a sandboxed frame (no script runs in it).",
  access: mediaView,
  params: signParams,
  query: z.object({ orientationName: z.string().max(100).optional() }),
  acceptsQueryToken: true,
  responseFile: { contentTypes: ['text/html'] },
  response: fileAnswer,
});

export const getSignPreviewImage = defineCall({
  id: 'signs.previewImage',
  backend: 'customer',
  method: 'GET',
  path: '/api/media/signs/{mediaCode}/preview',
  summary: "One orientation's captured PNG of the sign's current render (404 until there is one).",
  access: mediaView,
  params: signParams,
  query: z.object({ orientationName: z.string().max(100).optional() }),
  acceptsQueryToken: true,
  responseFile: { contentTypes: ['image/png'] },
  response: fileAnswer,
});

export const signAssetsPath = '/api/htmltemplates/{templateCode}/{version}/assets/{fileName}';

export const getTemplateAsset = defineCall({
  id: 'htmlTemplates.asset',
  backend: 'customer',
  method: 'GET',
  path: signAssetsPath,
  summary:
    "A file of one version of a template in the caller's reach (a font or image its HTML names as assets/<fileName>).",
  access: mediaView,
  params: templateAssetParams,
  acceptsQueryToken: true,
  responseFile: { contentTypes: [...templateAssetTypes] },
  response: fileAnswer,
});

export type SignDocument = z.infer<typeof signDocumentSchema>;
export type SignMedium = z.infer<typeof signMediumSchema>;
export type SignItem = z.infer<typeof signItemSchema>;
