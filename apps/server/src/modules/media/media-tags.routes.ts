import * as calls from '@marquee/contracts';
import { defineRoute, type Route } from '../../platform/http/define-route';
import { mediaServices } from './media-context';
import {
  changeTagsOfMedia,
  createMediaTag,
  getTagsOfMedia,
  searchMediaTags,
  setMediaTagColor,
  setTagsOfMedia,
} from './media-tags';

const ok = { ok: true } as const;

export const mediaTagRoutes: Route[] = [
  defineRoute(calls.searchMediaTags, async ({ query, tenant, request }) => ({
    success: ok,
    ...(await searchMediaTags(mediaServices(request.server), tenant, query)),
  })),
  defineRoute(calls.createMediaTag, async ({ body, tenant, request }) => ({
    success: ok,
    tag: await createMediaTag(mediaServices(request.server), tenant, body),
  })),
  defineRoute(calls.setMediaTagAttribute, async ({ params, body, tenant, request }) => ({
    success: ok,
    tag: await setMediaTagColor(
      mediaServices(request.server),
      tenant,
      params.code,
      body.attributeValue,
    ),
  })),
  defineRoute(calls.getMediaTags, async ({ params, tenant, auth, request }) => ({
    success: ok,
    tags: await getTagsOfMedia(mediaServices(request.server), tenant, auth, params.code),
  })),
  defineRoute(calls.setMediaTags, async ({ params, body, tenant, auth, request }) => ({
    success: ok,
    tags: await setTagsOfMedia(
      mediaServices(request.server),
      tenant,
      auth,
      params.code,
      body.tagCodes,
    ),
  })),
  defineRoute(calls.changeMultipleMediaTags, async ({ body, tenant, auth, request }) => {
    await changeTagsOfMedia(mediaServices(request.server), tenant, auth, body);
    return { success: ok };
  }),
];
