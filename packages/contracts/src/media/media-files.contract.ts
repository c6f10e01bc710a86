import { z } from 'zod';
import { codeOf } from '../core/codes';
import { defineCall } from '../core/define-call';
import { envelope, fileAnswer } from '../core/envelope';
import {
  mediaCodesSchema,
  mediaEdit,
  mediaLibrarySchema,
  mediaSchema,
  mediaView,
  uploadResultSchema,
} from './media-schemas';

const mediaParams = z.object({ code: codeOf('media') });
const booleanFlag = z
  .enum(['true', 'false', 'True', 'False', '1', '0'])
  .transform((flag) => flag === 'true' || flag === 'True' || flag === '1');

/** The file addresses a browser loads by itself take the token in the query (spec 002 section 7). */
const fileQuery = z.object({
  access_token: z.string().max(8192).optional(),
  /** The content hash the address was made for; a matching one is cached for a year. */
  v: z.string().max(64).optional(),
});

export const uploadMedia = defineCall({
  id: 'media.upload',
  backend: 'customer',
  method: 'POST',
  path: '/api/media/upload',
  summary:
    'Uploads files (multipart, one or more `file` parts) into a library, streamed to disk. Each file is ' +
    'checked by its bytes (JPEG, PNG, MP4 by default; BookingMedia takes images and videos only) ' +
    'and answered in `Medias`; a same-named file of ' +
    'the library is refused unless allowOverwrite, which replaces its file and keeps its code (403 ' +
    "when the media plays on screens outside the caller's scope; a media outside the caller's " +
    'media scope is not overwritten, its name is taken). The ' +
    'answer comes before thumbnails exist (`processing`). One upload stores at most 50 files; the ' +
    'ones after them are answered `ok: false` by name. When no file is stored the status is that ' +
    'of the first refusal: 413 too large, 415 wrong content, 409 same name; when some are, 200.',
  access: mediaEdit,
  query: z.object({
    allowOverwrite: booleanFlag.default(false),
    mediaLibrary: mediaLibrarySchema.default('MediaLibrary'),
  }),
  requestFiles: { parts: ['file', 'poster'] },
  response: envelope({ Medias: z.array(uploadResultSchema) }),
});

export const replaceMedia = defineCall({
  id: 'media.replace',
  backend: 'customer',
  method: 'POST',
  path: '/api/media/{code}/replace',
  summary:
    'Replaces the file of a photo with a new image (multipart `file` part): same code, name, tags and ' +
    "uses; thumbnails are made again. 403 when it plays on screens outside the caller's scope.",
  access: mediaEdit,
  params: mediaParams,
  requestFiles: { parts: ['file'] },
  response: envelope({ Medias: z.array(uploadResultSchema) }),
});

export const putMediaPoster = defineCall({
  id: 'media.putPoster',
  backend: 'customer',
  method: 'PUT',
  path: '/api/media/{code}/poster',
  summary:
    "Sets a video's poster frame from a PNG or JPEG (multipart `poster` part) that the browser " +
    'captured; used when the server has no ffmpeg, and it replaces the thumbnail and poster.',
  access: mediaEdit,
  params: mediaParams,
  requestFiles: { parts: ['poster'] },
  response: envelope({ media: mediaSchema }),
});

export const lookupMediaFile = defineCall({
  id: 'media.lookup',
  backend: 'customer',
  method: 'GET',
  path: '/api/media/mediafiles/lookup',
  summary:
    'Whether a file of that name is in the library (whatever the case), and a free name to use ' +
    'instead (`name (2).png`).',
  access: mediaView,
  query: z.object({
    searchText: z.string().trim().min(1).max(255),
    lookupBy: z.enum(['FileName']).default('FileName'),
    mediaLibrary: mediaLibrarySchema.default('MediaLibrary'),
  }),
  response: envelope({
    found: z.boolean(),
    proposedFileName: z.string(),
    /** The media holding the name; null when none does, or when the caller may not see it. */
    mediaCode: codeOf('media').nullable(),
  }),
});

export const getMediaThumbnail = defineCall({
  id: 'media.thumbnail',
  backend: 'customer',
  method: 'GET',
  path: '/api/media/{code}/thumbnail',
  summary: 'A small JPEG of a photo or video (404 until it is made); ETag and long cache.',
  access: mediaView,
  params: mediaParams,
  query: fileQuery,
  acceptsQueryToken: true,
  responseFile: { contentTypes: ['image/jpeg'] },
  response: fileAnswer,
});

export const getMediaPreview = defineCall({
  id: 'media.preview',
  backend: 'customer',
  method: 'GET',
  path: '/api/media/{code}/Preview',
  summary:
    'What a preview shows: a screen-sized JPEG of a photo, the video file itself with Range ' +
    '(206, 416), ETag and long cache.',
  access: mediaView,
  params: mediaParams,
  query: fileQuery,
  acceptsQueryToken: true,
  responseFile: { contentTypes: ['image/jpeg', 'image/png', 'video/mp4'] },
  response: fileAnswer,
});

export const downloadMedia = defineCall({
  id: 'media.download',
  backend: 'customer',
  method: 'GET',
  path: '/api/media/{code}/download',
  summary: 'The original file as an attachment under its file name, with Range.',
  access: mediaView,
  params: mediaParams,
  query: fileQuery,
  acceptsQueryToken: true,
  responseFile: { contentTypes: ['application/octet-stream'] },
  response: fileAnswer,
});

export const downloadMediaFilesZip = defineCall({
  id: 'media.filesZip',
  backend: 'customer',
  method: 'POST',
  path: '/api/media/mediaFilesZip',
  summary: 'A zip of the original files of several media, streamed (stored, not recompressed).',
  access: mediaView,
  body: z.object({ MediaCodes: mediaCodesSchema }),
  responseFile: { contentTypes: ['application/zip'] },
  response: fileAnswer,
});
