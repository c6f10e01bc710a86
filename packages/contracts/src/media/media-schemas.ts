import { z } from 'zod';
import { codeOf } from '../core/codes';
import { permission } from '../core/define-call';

/** Who may see and who may change the media library. */
export const mediaView = permission('MediaLibrary', 'view');
export const mediaEdit = permission('MediaLibrary', 'edit');

/** The spec's media types (002 section 3); a web page's displayName holds its URL. */
export const mediaTypes = ['Photo', 'Video', 'HtmlAd', 'WebPage', 'File'] as const;
export const mediaTypeSchema = z.enum(mediaTypes);
export type MediaType = z.infer<typeof mediaTypeSchema>;

/**
 * Derived from the pixels: Ultrawide when width / height >= 2 (21:9 and wider; 16:9 is 1.78),
 * Landscape when wider than high, otherwise Portrait. Square counts as Landscape.
 */
export const orientations = ['Landscape', 'Portrait', 'Ultrawide'] as const;
export const orientationSchema = z.enum(orientations);
export type Orientation = z.infer<typeof orientationSchema>;

/** The libraries a media belongs to (002 section 9): the media library, item images, booking media. */
export const mediaLibraries = ['MediaLibrary', 'ItemImages', 'BookingMedia'] as const;
export const mediaLibrarySchema = z.enum(mediaLibraries);
export type MediaLibrary = z.infer<typeof mediaLibrarySchema>;

/** What the spec's tabs and list calls call the types (001 section 3). */
export const mediaListKinds = ['Images', 'Videos', 'Files', 'Signs'] as const;

/** Whether the thumbnail and preview of a media exist yet; the upload answers while `pending`. */
export const processingStates = ['pending', 'ready', 'failed', 'none'] as const;
export const processingStateSchema = z.enum(processingStates);

/** The spec's sortable media columns (001 section 2). */
export const mediaOrderBy = z
  .enum(['MediaName', 'RegisteredDateTime', 'ModifiedDateTime', 'Layout', 'Resolution'])
  .default('RegisteredDateTime');

export const tagColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour #rrggbb')
  .meta({ examples: ['#336699'] })
  .transform((color) => color.toLowerCase());

export const tagNameSchema = z.string().trim().min(1, 'a tag needs a name').max(100);

/** A tag as pickers read it (002 section 3): the first attribute's value is the colour. */
export const tagSchema = z.object({
  tagCode: codeOf('tag'),
  name: z.string(),
  tagAttribute: z.array(
    z.object({
      attributeName: z.literal('Color'),
      /** `#rrggbb`, or `transparent` when the tag has no colour. */
      attributeValue: z.string(),
    }),
  ),
});
export type MediaTag = z.infer<typeof tagSchema>;

/** One media as lists, search and metadata give it (001 and 002 section 3). */
export const mediaSchema = z.object({
  mediaCode: codeOf('media'),
  /** For a web page, the URL. */
  displayName: z.string(),
  description: z.string(),
  /** The one type; `mediaTypes` repeats it as the list some callers read. */
  mediaType: mediaTypeSchema,
  mediaTypes: z.array(mediaTypeSchema),
  library: mediaLibrarySchema,
  fileName: z.string().nullable(),
  mimeType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** `1920x1080`, or null before the file is read or for signs and web pages. */
  resolution: z.string().nullable(),
  /** Seconds, for videos; null otherwise. */
  duration: z.number().nullable(),
  /** Video codec as its sample entry names it (`avc1`, `hvc1`, ...). */
  videoCodec: z.string().nullable(),
  orientation: orientationSchema.nullable(),
  orientations: z.array(orientationSchema),
  /**
   * Content-addressed addresses (they change when the file does, so they are cached for a year);
   * null while processing or when the media has none. Add `access_token` to load them in an
   * `<img>` or `<video>`.
   */
  thumbnailUrl: z.string().nullable(),
  previewUrl: z.string().nullable(),
  processing: processingStateSchema,
  tags: z.array(tagSchema),
  registeredDateTime: z.string(),
  modifiedDateTime: z.string(),
  mediaSpecificInformation: z.object({ templateName: z.string().nullable() }),
  allow: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type Media = z.infer<typeof mediaSchema>;

/** The spec's upload answer per file (002 section 3). */
export const uploadResultSchema = z.object({
  ok: z.boolean(),
  fileName: z.string(),
  /** Set when `ok`. */
  mediaCode: codeOf('media').optional(),
  /** Set when not `ok`: why this file was refused. */
  errorMessage: z.string().optional(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** Where a media is used (`{code}/usage`). */
export const mediaUsageSchema = z.object({
  kind: z.enum(['Playlist', 'Channel', 'Broadcast']),
  code: z.string(),
  name: z.string(),
});

export const mediaCodesSchema = z.array(codeOf('media')).min(1).max(500);
export const tagCodesSchema = z.array(codeOf('tag')).max(100);
