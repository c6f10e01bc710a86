import { z } from 'zod';
import { codeOf } from '../core/codes';
import { defineCall } from '../core/define-call';
import { emptyAnswer, envelope } from '../core/envelope';
import { pageAnswerShape, pagingShape, searchText } from '../core/paging';
import {
  mediaCodesSchema,
  mediaEdit,
  mediaView,
  tagCodesSchema,
  tagColorSchema,
  tagNameSchema,
  tagSchema,
} from './media-schemas';

export const searchMediaTags = defineCall({
  id: 'mediaTags.search',
  backend: 'customer',
  method: 'GET',
  path: '/api/media/tags',
  summary: "The account's media tags by name, with search and paging.",
  access: mediaView,
  query: z.object({ searchText, ...pagingShape }),
  response: envelope({ tags: z.array(tagSchema), ...pageAnswerShape }),
});

export const createMediaTag = defineCall({
  id: 'mediaTags.create',
  backend: 'customer',
  method: 'POST',
  path: '/api/media/tags',
  summary: 'Adds a media tag; its name is unique whatever the case (409).',
  access: mediaEdit,
  body: z.object({ name: tagNameSchema, color: tagColorSchema.optional() }),
  response: envelope({ tag: tagSchema }),
  status: 201,
});

export const setMediaTagAttribute = defineCall({
  id: 'mediaTags.setAttribute',
  backend: 'customer',
  method: 'PUT',
  path: '/api/media/tags/{code}/attribute',
  summary: "Sets a tag's colour (`#rrggbb`).",
  access: mediaEdit,
  params: z.object({ code: codeOf('tag') }),
  body: z.object({
    attributeName: z.literal('Color').default('Color'),
    attributeValue: tagColorSchema,
  }),
  response: envelope({ tag: tagSchema }),
});

export const getMediaTags = defineCall({
  id: 'mediaTags.ofMedia',
  backend: 'customer',
  method: 'GET',
  path: '/api/media/{code}/tags',
  summary: 'The tags of one media.',
  access: mediaView,
  params: z.object({ code: codeOf('media') }),
  response: envelope({ tags: z.array(tagSchema) }),
});

export const setMediaTags = defineCall({
  id: 'mediaTags.setOfMedia',
  backend: 'customer',
  method: 'PUT',
  path: '/api/media/{code}/tags',
  summary: 'Sets the tags of one media to exactly these.',
  access: mediaEdit,
  params: z.object({ code: codeOf('media') }),
  body: z.object({ tagCodes: tagCodesSchema }),
  response: envelope({ tags: z.array(tagSchema) }),
});

export const changeMultipleMediaTags = defineCall({
  id: 'mediaTags.changeMultiple',
  backend: 'customer',
  method: 'PUT',
  path: '/api/media/multipletags',
  summary: 'Adds (`added` true) or removes tags on many media at once.',
  access: mediaEdit,
  body: z.object({
    mediaCodes: mediaCodesSchema,
    tagCodes: tagCodesSchema.min(1),
    added: z.boolean(),
  }),
  response: emptyAnswer,
});
