import { z } from 'zod';
import { codeOf } from '../core/codes';
import { defineCall, permission } from '../core/define-call';
import { envelope, fileAnswer } from '../core/envelope';
import { searchText } from '../core/paging';
import { formModelSchema, signOrientationSchema } from './form-model.schema';

/**
 * HTML templates (issue "signs from HTML templates"): HTML and CSS with placeholders and the form
 * model a sign is filled in with; global (no client) or one client's, and versioned: a save with
 * changed content adds a version, the same content adds none. Support writes them; customers list
 * those they may make signs from.
 */

const templatesView = permission('SupportTemplates', 'view');
const templatesEdit = permission('SupportTemplates', 'edit');

/** Most bytes a template's assets may hold together. */
export const maxTemplateAssetBytes = 10 * 1024 * 1024;
/** Most characters of a template's HTML. */
export const maxTemplateHtmlLength = 200_000;
/** Most files a template may carry. */
export const maxTemplateAssets = 40;
/** Fonts and raster images, recognised by their bytes; SVG could carry script, so it is refused. */
export const templateAssetTypes = [
  'font/woff2',
  'font/woff',
  'font/ttf',
  'font/otf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
] as const;
export const templatePackageContentType = 'application/zip';

export const templateAssetName = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/,
    'must be a file name of letters, digits, ., - or _ (the HTML names it assets/<fileName>)',
  )
  .refine((name) => !name.includes('..'), 'must not contain ..');

/** One file of one version of a template: versions never change, so neither does the file. */
export const templateAssetParams = z.object({
  templateCode: codeOf('template'),
  version: z.coerce.number().int().min(1).max(1_000_000),
  fileName: templateAssetName,
});

export const templateAssetInputSchema = z.object({
  fileName: templateAssetName,
  /** The file's bytes, base64. */
  contentBase64: z.string().max(Math.ceil((maxTemplateAssetBytes * 4) / 3) + 4),
});

export const templateAssetSchema = z.object({
  fileName: z.string(),
  contentType: z.enum(templateAssetTypes),
  sizeBytes: z.number().int(),
});

/** A template as a list shows it; `clientCode` null is a global template. */
export const htmlTemplateSchema = z.object({
  /** The template's code (the same as `templateCode`, kept for the console's row keys). */
  id: codeOf('template'),
  templateCode: codeOf('template'),
  templateName: z.string(),
  clientCode: z.string().nullable(),
  version: z.number().int(),
  orientations: z.array(signOrientationSchema),
  isFallbackTemplate: z.boolean(),
});
export type HtmlTemplate = z.infer<typeof htmlTemplateSchema>;

/** A template with what its current version renders. */
export const htmlTemplateDetailSchema = htmlTemplateSchema.extend({
  html: z.string(),
  formModel: formModelSchema,
  assets: z.array(templateAssetSchema),
});
export type HtmlTemplateDetail = z.infer<typeof htmlTemplateDetailSchema>;

export const saveHtmlTemplateBody = z.object({
  /** A template to version; absent for a new one. A code no template has makes one with it. */
  templateCode: codeOf('template').optional(),
  templateName: z.string().trim().min(1).max(200),
  /** The client the template belongs to; absent for a global template (every-client reach). */
  clientCode: codeOf('account').nullish(),
  html: z.string().min(1).max(maxTemplateHtmlLength),
  formModel: formModelSchema,
  /** The files `assets/<fileName>` names; absent keeps the current version's. */
  assets: z.array(templateAssetInputSchema).max(maxTemplateAssets).optional(),
  isFallbackTemplate: z.boolean().optional(),
});
export type SaveHtmlTemplateBody = z.infer<typeof saveHtmlTemplateBody>;

const savedAnswer = envelope({
  htmlTemplate: htmlTemplateDetailSchema,
  /** False when the content was the current version's: no version was added. */
  versionAdded: z.boolean(),
});

export const listHtmlTemplates = defineCall({
  id: 'htmlTemplates.list',
  backend: 'support',
  method: 'GET',
  path: '/api/htmltemplates',
  summary:
    "Templates in reach by name (global ones need every client in reach); with clientCode, the global ones and that client's (a client out of reach is 404); with templateCode, that one with its HTML and form model.",
  access: templatesView,
  query: z.object({
    clientCode: codeOf('account').optional(),
    templateCode: codeOf('template').optional(),
    searchText,
  }),
  response: envelope({
    htmlTemplates: z.array(
      htmlTemplateSchema.extend({
        html: z.string().optional(),
        formModel: formModelSchema.optional(),
        assets: z.array(templateAssetSchema).optional(),
      }),
    ),
  }),
});

export const saveHtmlTemplate = defineCall({
  id: 'htmlTemplates.save',
  backend: 'support',
  method: 'POST',
  path: '/api/htmltemplates',
  summary:
    'Creates a template, or adds a version when the content changed. 400 names the field (formModel.fields[2].type, html), 415 an asset that is not a font or raster image, 413 over 10 MB of assets.',
  access: templatesEdit,
  body: saveHtmlTemplateBody,
  response: savedAnswer,
});

export const downloadHtmlTemplatePackage = defineCall({
  id: 'htmlTemplates.downloadPackage',
  backend: 'support',
  method: 'GET',
  path: '/api/htmltemplates/package',
  summary:
    "The template's current version as <templateCode>.zip: index.html, form.json and assets/.",
  access: templatesView,
  query: z.object({ templateCode: codeOf('template') }),
  acceptsQueryToken: true,
  responseFile: { contentTypes: [templatePackageContentType] },
  response: fileAnswer,
});

export const uploadHtmlTemplatePackage = defineCall({
  id: 'htmlTemplates.uploadPackage',
  backend: 'support',
  method: 'POST',
  path: '/api/htmltemplates/package',
  summary:
    'Saves a package (multipart part `file`: index.html, form.json, assets/) as the save call does, naming the template by the query.',
  access: templatesEdit,
  query: saveHtmlTemplateBody
    .pick({ templateCode: true, templateName: true, clientCode: true })
    .extend({
      isFallbackTemplate: z
        .enum(['true', 'false'])
        .transform((flag) => flag === 'true')
        .optional(),
    }),
  requestFiles: { parts: ['file'] },
  response: savedAnswer,
});

export const getSupportTemplateAsset = defineCall({
  id: 'htmlTemplates.supportAsset',
  backend: 'support',
  method: 'GET',
  path: '/api/htmltemplates/{templateCode}/{version}/assets/{fileName}',
  summary:
    "A file of one version of a template in reach (a font or image its HTML names as assets/<fileName>), for the editor's preview; a template out of reach is 404.",
  access: templatesView,
  params: templateAssetParams,
  acceptsQueryToken: true,
  responseFile: { contentTypes: [...templateAssetTypes] },
  response: fileAnswer,
});

/** A template a customer may make signs from. */
export const customerHtmlTemplateSchema = htmlTemplateSchema
  .omit({ id: true, clientCode: true })
  .extend({ isGlobal: z.boolean() });

export const listCustomerHtmlTemplates = defineCall({
  id: 'htmlTemplates.listForAccount',
  backend: 'customer',
  method: 'GET',
  path: '/api/htmltemplates',
  summary:
    "The global templates and the account's own, by name, with orientations and the fallback flag.",
  access: permission('MediaLibrary', 'view'),
  response: envelope({ htmlTemplates: z.array(customerHtmlTemplateSchema) }),
});
