import { marqueeXmpNamespace, metadataLayerProperties } from '@marquee/domain';
import { z } from 'zod';
import { codeOf } from '../core/codes';
import { defineCall } from '../core/define-call';
import { emptyAnswer, envelope } from '../core/envelope';
import { pageAnswerShape, pagingShape, searchText, sortOrder } from '../core/paging';
import { filterConditionSchema } from '../saved-filters/filter-condition.schema';
import { metadataLayerSchema } from '../signs/form-model.schema';
import {
  mediaCodesSchema,
  mediaEdit,
  mediaLibrarySchema,
  mediaOrderBy,
  mediaSchema,
  mediaTypeSchema,
  mediaUsageSchema,
  mediaView,
  uploadResultSchema,
} from './media-schemas';

const mediaParams = z.object({ code: codeOf('media') });

export const getMediaMetadata = defineCall({
  id: 'media.metadata',
  backend: 'customer',
  method: 'GET',
  path: '/api/media/{code}/metadata',
  summary: 'One media with its metadata, tags and what the caller may do with it.',
  access: mediaView,
  params: mediaParams,
  response: envelope(mediaSchema.shape),
});

export const getMediaLayers = defineCall({
  id: 'media.layers',
  backend: 'customer',
  method: 'GET',
  path: '/api/media/{code}/layers',
  summary: `The metadata layers a photo's or video's file describes in its XMP packet: the property marquee:layers (namespace ${marqueeXmpNamespace}), an rdf:Seq whose items hold ${metadataLayerProperties.join(', ')}. Each layer gets a new id; an item that is not a well-formed layer is left out. Empty for a file without them and for other media types.`,
  access: mediaView,
  params: mediaParams,
  response: envelope({ layers: z.array(metadataLayerSchema) }),
});

export const updateMediaMetadata = defineCall({
  id: 'media.updateMetadata',
  backend: 'customer',
  method: 'PUT',
  path: '/api/media/{code}/metadata',
  summary: "Changes a media's display name and description (at most 256 characters).",
  access: mediaEdit,
  params: mediaParams,
  body: z.object({
    displayName: z.string().trim().min(1, 'a media needs a name').max(255).optional(),
    description: z.string().max(256).optional(),
  }),
  response: envelope(mediaSchema.shape),
});

export const getMediaUsage = defineCall({
  id: 'media.usage',
  backend: 'customer',
  method: 'GET',
  path: '/api/media/{code}/usage',
  summary: 'The playlists, channels and broadcasts that use a media.',
  access: mediaView,
  params: mediaParams,
  response: envelope({ usage: z.array(mediaUsageSchema) }),
});

const listShape = {
  SearchText: searchText,
  OrderBy: mediaOrderBy,
  Order: sortOrder,
  ...pagingShape,
};
const mediaPage = envelope({ Medias: z.array(mediaSchema), ...pageAnswerShape });

export const searchMedia = defineCall({
  id: 'media.search',
  backend: 'customer',
  method: 'POST',
  path: '/api/media/search',
  summary:
    "Searches the account's media by libraries, types, name (3 characters or more) and a filter " +
    'condition (Media codes, Tags, SearchText; Layers, Aspects and Locations restrict nothing for ' +
    "media), within the caller's roles' media filters. TotalCount is exact up to 10,000 and " +
    'capped there; with a search text, the 1,000 matches a search considers at most.',
  access: mediaView,
  body: z.object({
    libraries: z.array(mediaLibrarySchema).max(3).default(['MediaLibrary']),
    mediaTypes: z.array(mediaTypeSchema).max(5).default([]),
    searchText,
    condition: filterConditionSchema.nullable().optional(),
    OrderBy: mediaOrderBy,
    Order: sortOrder,
    ...pagingShape,
  }),
  response: envelope({
    Medias: z.array(mediaSchema),
    TotalCount: z.number().int(),
    ...pageAnswerShape,
  }),
});

function typedList(id: string, path: string, what: string) {
  return defineCall({
    id: `media.${id}`,
    backend: 'customer',
    method: 'GET',
    path,
    summary: `The media library's ${what}, with search and paging.`,
    access: mediaView,
    query: z.object(listShape),
    response: mediaPage,
  });
}

export const listImages = typedList('images', '/api/media/images', 'photos');
export const listVideos = typedList('videos', '/api/media/videos', 'videos');
export const listSigns = typedList('signs', '/api/media/signs', 'signs and web pages');
export const listFallbackSigns = typedList(
  'fallbackSigns',
  '/api/media/fallbackSigns',
  'signs that can stand in when a screen has nothing to play',
);

export const removeMedia = defineCall({
  id: 'media.remove',
  backend: 'customer',
  method: 'PUT',
  path: '/api/media/removemedia',
  summary:
    'Deletes one or more media and their uses; a file is deleted from disk once no media uses it. ' +
    "Any code that is not the caller's answers 404 and nothing is deleted; 403 when one plays on " +
    "screens outside the caller's scope.",
  access: mediaEdit,
  body: z.object({ MediaCodes: mediaCodesSchema }),
  response: emptyAnswer,
});

export const addWebPageMedia = defineCall({
  id: 'media.addWebPage',
  backend: 'customer',
  method: 'POST',
  path: '/api/media/webpage',
  summary:
    'Adds a web page (https only) as a media; its displayName holds the URL. 403 while the ' +
    "account's createWebPageSign flag is off.",
  access: mediaEdit,
  body: z.object({
    url: z.url({ protocol: /^https$/, error: 'must be an https address' }).max(2048),
    description: z.string().max(256).optional(),
  }),
  response: envelope({ media: mediaSchema }),
  status: 201,
});

export const importUnsplashMedia = defineCall({
  id: 'media.importUnsplash',
  backend: 'customer',
  method: 'POST',
  path: '/api/externalmedia/Unsplash/{id}',
  summary:
    'Imports an Unsplash photo into the media library by its id (404 when imports are not ' +
    'configured or the photo does not exist; 502 with nothing saved when Unsplash cannot be ' +
    'reached, fails or gives an answer or image that cannot be used; 413 for an image over the ' +
    'upload limit).',
  access: mediaEdit,
  application: 'Unsplash',
  params: z.object({
    id: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a photo id'),
  }),
  response: envelope({ Medias: z.array(uploadResultSchema) }),
});

export const searchUnsplash = defineCall({
  id: 'media.searchUnsplash',
  backend: 'customer',
  method: 'GET',
  path: '/api/externalmedia/Unsplash/search',
  summary:
    'One page of Unsplash photos for a query, for the picker to import from; thumbnails are ' +
    "hotlinked from Unsplash's image host. Pages are kept ten minutes (404 when imports are not " +
    'configured; 502 when Unsplash cannot be reached or fails).',
  access: mediaEdit,
  application: 'Unsplash',
  query: z.object({
    query: z.string().trim().min(1).max(100),
    page: z.coerce.number().int().min(1).max(100).default(1),
  }),
  response: envelope({
    photos: z.array(
      z.object({
        id: z.string(),
        description: z.string(),
        width: z.number().int(),
        height: z.number().int(),
        thumbnailUrl: z.string().url(),
        photographerName: z.string(),
        photographerUrl: z.string().url().nullable(),
      }),
    ),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const getMediaConfiguration = defineCall({
  id: 'media.configuration',
  backend: 'customer',
  method: 'GET',
  path: '/api/media/configuration',
  summary: 'What uploads accept and whether the Unsplash import is configured.',
  access: { kind: 'public' },
  response: envelope({
    acceptedFileTypes: z.array(z.string()),
    maxUploadBytes: z.number().int(),
    isUnsplashEnabled: z.boolean(),
  }),
});
