import * as calls from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import { media } from '../../db/schema';
import { defineRoute, type Route } from '../../platform/http/define-route';
import { ok } from '../../platform/http/success-envelope';
import { addWebPage } from './add-web-page';
import { findVisibleMedia } from './find-media';
import { getMediaMetadata } from './get-media-metadata';
import { getMetadataLayers } from './get-metadata-layers';
import { getMediaUsage } from './get-media-usage';
import { importUnsplashPhoto } from './import-unsplash';
import { searchUnsplash } from './search-unsplash';
import { lookupMediaFile } from './lookup-media-file';
import { acceptedExtensions } from './media-content';
import { mediaPlatform } from './media-context';
import { receiveUpload } from './receive-upload';
import { removeMedia } from './remove-media';
import { replaceMedia } from './replace-media';
import { listOfTypes, searchMedia } from './search-media';
import { serveMediaFile, type MediaFileKind } from './serve-media';
import { setPoster } from './set-poster';
import { updateMediaMetadata } from './update-media-metadata';
import { BadRequest } from '../../platform/errors';
import { zipMediaFiles } from './zip-media-files';
import { actorOf } from '../scope';

const fileRoute = (call: typeof calls.getMediaThumbnail, kind: MediaFileKind) =>
  defineRoute(call, (context) => {
    const { db, params, request, reply } = context;
    const platform = mediaPlatform(request.server);
    return serveMediaFile(db, actorOf(context), platform, params.code, kind, request, reply);
  });

const typedListRoute = (call: typeof calls.listImages, types: Parameters<typeof listOfTypes>[0]) =>
  defineRoute(call, async (context) => {
    const { db, query } = context;
    const page = await listOfTypes(types)(db, actorOf(context), {
      ...query,
      searchText: query.SearchText,
    });
    return { success: ok, ...page };
  });

export const mediaFileRoutes: Route[] = [
  defineRoute(calls.uploadMedia, (context) => {
    const { db, query, request, reply } = context;
    return receiveUpload(db, actorOf(context), mediaPlatform(request.server), request, reply, {
      allowOverwrite: query.allowOverwrite,
      library: query.mediaLibrary,
    });
  }),
  defineRoute(calls.replaceMedia, (context) => {
    const { db, params, request, reply } = context;
    const platform = mediaPlatform(request.server);
    return replaceMedia(db, actorOf(context), platform, params.code, request, reply);
  }),
  defineRoute(calls.putMediaPoster, async (context) => {
    const { db, params, request } = context;
    const actor = actorOf(context);
    // Another account's media, or one outside the user's filters, is 404 before any upload is read.
    await findVisibleMedia(db, actor, params.code, eq(media.mediaType, 'Video'));
    const part = await request.file();
    if (!part) throw new BadRequest('poster: a PNG or JPEG image is needed');
    await setPoster(db, actor, mediaPlatform(request.server), params.code, part.file);
    return { success: ok, media: await getMediaMetadata(db, actor, params.code) };
  }),
  defineRoute(calls.lookupMediaFile, async (context) => ({
    success: ok,
    ...(await lookupMediaFile(
      context.db,
      actorOf(context),
      context.query.mediaLibrary,
      context.query.searchText,
    )),
  })),
  defineRoute(calls.getMediaLayers, async (context) => {
    const { db, params, request } = context;
    const platform = mediaPlatform(request.server);
    return {
      success: ok,
      layers: await getMetadataLayers(db, actorOf(context), platform, params.code),
    };
  }),
  fileRoute(calls.getMediaThumbnail, 'thumbnail'),
  fileRoute(calls.getMediaPreview, 'preview'),
  fileRoute(calls.downloadMedia, 'download'),
  defineRoute(calls.downloadMediaFilesZip, (context) => {
    const { db, body, request, reply } = context;
    const platform = mediaPlatform(request.server);
    return zipMediaFiles(db, actorOf(context), platform, body.MediaCodes, reply);
  }),
];

export const mediaLibraryRoutes: Route[] = [
  defineRoute(calls.getMediaMetadata, async (context) => ({
    success: ok,
    ...(await getMediaMetadata(context.db, actorOf(context), context.params.code)),
  })),
  defineRoute(calls.updateMediaMetadata, async (context) => ({
    success: ok,
    ...(await updateMediaMetadata(context.db, actorOf(context), context.params.code, context.body)),
  })),
  defineRoute(calls.searchMedia, async (context) => ({
    success: ok,
    ...(await searchMedia(context.db, actorOf(context), context.body)),
  })),
  typedListRoute(calls.listImages, ['Photo']),
  typedListRoute(calls.listVideos, ['Video']),
  typedListRoute(calls.listSigns, ['HtmlAd', 'WebPage']),
  typedListRoute(calls.listFallbackSigns, ['HtmlAd']),
  defineRoute(calls.getMediaUsage, async (context) => ({
    success: ok,
    usage: await getMediaUsage(context.db, actorOf(context), context.params.code),
  })),
  defineRoute(calls.removeMedia, async (context) => {
    const { db, body, request } = context;
    await removeMedia(db, actorOf(context), mediaPlatform(request.server), body.MediaCodes);
    return { success: ok };
  }),
  defineRoute(calls.addWebPageMedia, async (context) => ({
    success: ok,
    media: await addWebPage(context.db, actorOf(context), context.body),
  })),
  defineRoute(calls.importUnsplashMedia, async (context) => {
    const { db, params, request } = context;
    const platform = mediaPlatform(request.server);
    return {
      success: ok,
      Medias: [await importUnsplashPhoto(db, actorOf(context), platform, params.id)],
    };
  }),
  defineRoute(calls.searchUnsplash, async ({ query, request }) => ({
    success: ok,
    ...(await searchUnsplash(mediaPlatform(request.server), query.query, query.page)),
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
