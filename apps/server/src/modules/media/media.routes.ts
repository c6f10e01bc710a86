import * as calls from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import { media } from '../../db/schema';
import { defineRoute, type Route } from '../../platform/http/define-route';
import {
  addWebPage,
  getMediaMetadata,
  getMediaUsage,
  removeMedia,
  updateMediaMetadata,
} from './edit-media';
import { findVisibleMedia } from './find-media';
import { importUnsplashPhoto } from './import-unsplash';
import { lookupMediaFile } from './lookup-media-file';
import { acceptedExtensions } from './media-content';
import { mediaServices } from './media-context';
import { receiveUpload } from './receive-upload';
import { replaceMedia } from './replace-media';
import { listOfTypes, searchMedia } from './search-media';
import { serveMediaFile, type MediaFileKind } from './serve-media';
import { setPoster } from './set-poster';
import { BadRequest } from '../../platform/errors';
import { zipMediaFiles } from './zip-media-files';
import { actorFor } from '../scope';

const ok = { ok: true } as const;

const fileRoute = (call: typeof calls.getMediaThumbnail, kind: MediaFileKind) =>
  defineRoute(call, ({ params, tenant, auth, request, reply }) =>
    serveMediaFile(mediaServices(request.server), tenant, auth, params.code, kind, request, reply),
  );

const typedListRoute = (call: typeof calls.listImages, types: Parameters<typeof listOfTypes>[0]) =>
  defineRoute(call, async ({ query, tenant, auth, request }) => {
    const page = await listOfTypes(types)(mediaServices(request.server), tenant, auth, {
      ...query,
      searchText: query.SearchText,
    });
    return { success: ok, ...page };
  });

export const mediaFileRoutes: Route[] = [
  defineRoute(calls.uploadMedia, ({ query, tenant, auth, request, reply }) =>
    receiveUpload(mediaServices(request.server), tenant, auth.userCode, request, reply, {
      allowOverwrite: query.allowOverwrite,
      library: query.mediaLibrary,
    }),
  ),
  defineRoute(calls.replaceMedia, ({ params, tenant, auth, request, reply }) =>
    replaceMedia(mediaServices(request.server), tenant, auth, params.code, request, reply),
  ),
  defineRoute(calls.putMediaPoster, async ({ params, tenant, auth, request }) => {
    const services = mediaServices(request.server);
    // Another account's media, or one outside the user's filters, is 404 before any upload is read.
    await findVisibleMedia(
      services.db,
      actorFor(services.db, auth),
      params.code,
      eq(media.mediaType, 'Video'),
    );
    const part = await request.file();
    if (!part) throw new BadRequest('poster: a PNG or JPEG image is needed');
    await setPoster(services, tenant, params.code, part.file);
    return { success: ok, media: await getMediaMetadata(services, tenant, auth, params.code) };
  }),
  defineRoute(calls.lookupMediaFile, async ({ query, tenant, db }) => ({
    success: ok,
    ...(await lookupMediaFile(db, tenant, query.mediaLibrary, query.searchText)),
  })),
  fileRoute(calls.getMediaThumbnail, 'thumbnail'),
  fileRoute(calls.getMediaPreview, 'preview'),
  fileRoute(calls.downloadMedia, 'download'),
  defineRoute(calls.downloadMediaFilesZip, ({ body, tenant, auth, request, reply }) =>
    zipMediaFiles(mediaServices(request.server), tenant, auth, body.MediaCodes, reply),
  ),
];

export const mediaLibraryRoutes: Route[] = [
  defineRoute(calls.getMediaMetadata, async ({ params, tenant, auth, request }) => ({
    success: ok,
    ...(await getMediaMetadata(mediaServices(request.server), tenant, auth, params.code)),
  })),
  defineRoute(calls.updateMediaMetadata, async ({ params, body, tenant, auth, request }) => ({
    success: ok,
    ...(await updateMediaMetadata(mediaServices(request.server), tenant, auth, params.code, body)),
  })),
  defineRoute(calls.searchMedia, async ({ body, tenant, auth, request }) => ({
    success: ok,
    ...(await searchMedia(mediaServices(request.server), tenant, auth, body)),
  })),
  typedListRoute(calls.listImages, ['Photo']),
  typedListRoute(calls.listVideos, ['Video']),
  typedListRoute(calls.listSigns, ['HtmlAd', 'WebPage']),
  typedListRoute(calls.listFallbackSigns, ['HtmlAd']),
  defineRoute(calls.getMediaUsage, async ({ params, tenant, auth, request }) => ({
    success: ok,
    usage: await getMediaUsage(mediaServices(request.server), tenant, auth, params.code),
  })),
  defineRoute(calls.removeMedia, async ({ body, tenant, auth, request }) => {
    await removeMedia(mediaServices(request.server), tenant, auth, body.MediaCodes);
    return { success: ok };
  }),
  defineRoute(calls.addWebPageMedia, async ({ body, tenant, auth, request }) => ({
    success: ok,
    media: await addWebPage(mediaServices(request.server), tenant, auth, body),
  })),
  defineRoute(calls.importUnsplashMedia, async ({ params, tenant, auth, request }) => ({
    success: ok,
    Medias: [
      await importUnsplashPhoto(mediaServices(request.server), tenant, auth.userCode, params.id),
    ],
  })),
  defineRoute(
    calls.getMediaConfiguration,
    ({ request }) => ({
      success: ok,
      acceptedFileTypes: acceptedExtensions,
      maxUploadBytes: request.server.config.media.maxBytes,
      isUnsplashEnabled: request.server.config.media.unsplash !== undefined,
    }),
    { needsDatabase: false },
  ),
];
