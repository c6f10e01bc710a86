import * as calls from '@marquee/contracts';
import { defineRoute, type Route } from '../../platform/http/define-route';
import { ok } from '../../platform/http/success-envelope';
import { actorOf } from '../scope';
import { changeTagsOfMedia } from './change-tags-of-media';
import { searchContentTypes } from './content-types';
import { createMediaTag } from './create-media-tag';
import { getTagsOfMedia } from './get-tags-of-media';
import { searchMediaTags } from './search-media-tags';
import { setMediaTagColor } from './set-media-tag-color';
import { setTagsOfMedia } from './set-tags-of-media';

export const mediaTagRoutes: Route[] = [
  defineRoute(calls.listContentTypes, async (context) => ({
    success: ok,
    ...(await searchContentTypes(context.db, actorOf(context), context.query)),
  })),
  defineRoute(calls.searchMediaTags, async (context) => ({
    success: ok,
    ...(await searchMediaTags(context.db, actorOf(context), context.query)),
  })),
  defineRoute(calls.createMediaTag, async (context) => ({
    success: ok,
    tag: await createMediaTag(context.db, actorOf(context), context.body),
  })),
  defineRoute(calls.setMediaTagAttribute, async (context) => ({
    success: ok,
    tag: await setMediaTagColor(
      context.db,
      actorOf(context),
      context.params.code,
      context.body.attributeValue,
    ),
  })),
  defineRoute(calls.getMediaTags, async (context) => ({
    success: ok,
    tags: await getTagsOfMedia(context.db, actorOf(context), context.params.code),
  })),
  defineRoute(calls.setMediaTags, async (context) => ({
    success: ok,
    tags: await setTagsOfMedia(
      context.db,
      actorOf(context),
      context.params.code,
      context.body.tagCodes,
    ),
  })),
  defineRoute(calls.changeMultipleMediaTags, async (context) => {
    await changeTagsOfMedia(context.db, actorOf(context), context.body);
    return { success: ok };
  }),
];
