import { z } from 'zod';
import { codeOf, codeSchema } from '../core/codes';
import { defineCall, permission } from '../core/define-call';
import { emptyAnswer, envelope } from '../core/envelope';
import { pageAnswerShape, pagingShape, searchText } from '../core/paging';

/**
 * Social channels (spec 002 section 2 names the area): public feeds whose newest entries an
 * account keeps as social posts, facts of type SocialPost that signs show. AccountItems governs
 * them, as it governs the items they sit beside.
 */

const channelsView = permission('AccountItems', 'view');
const channelsEdit = permission('AccountItems', 'edit');

export const socialChannelLimits = {
  name: 100,
  feedUrl: 2000,
  refreshMinutes: { min: 5, max: 60, default: 15 },
  /** Each channel is fetched every few minutes, so an account keeps a bounded number of them. */
  channelsPerAccount: 50,
} as const;

export const socialChannelInputSchema = z.object({
  name: z.string().trim().min(1, 'a channel needs a name').max(socialChannelLimits.name),
  feedUrl: z
    .url({ protocol: /^https?$/, error: 'must be an https address' })
    .max(socialChannelLimits.feedUrl)
    .meta({
      description:
        'An RSS, Atom or JSON feed at a public https address (plain http only for a feed on the ' +
        'local network, where the server allows private networks).',
      examples: ['https://news.example/feed.xml'],
    }),
  refreshMinutes: z
    .number()
    .int()
    .min(socialChannelLimits.refreshMinutes.min)
    .max(socialChannelLimits.refreshMinutes.max)
    .default(socialChannelLimits.refreshMinutes.default),
});
export type SocialChannelInput = z.infer<typeof socialChannelInputSchema>;

export const socialChannelSchema = z.object({
  channelCode: codeSchema,
  name: z.string(),
  feedUrl: z.string(),
  refreshMinutes: z.number().int(),
  /** ISO 8601; null until the first fetch succeeds. */
  lastFetchedAt: z.string().nullable(),
  /** Why the last fetch failed; null when it succeeded or none has run yet. */
  lastError: z.string().nullable(),
  postCount: z.number().int(),
  createdAt: z.string(),
  modifiedAt: z.string(),
});
export type SocialChannel = z.infer<typeof socialChannelSchema>;

/** A post as the channel's list shows it; signs read the same values as a fact's attributes. */
export const socialPostSchema = z.object({
  factCode: codeSchema,
  title: z.string(),
  text: z.string(),
  /** The picture, stored as a media of the ItemImages library. */
  image: z.object({ mediaCode: codeSchema }).nullable(),
  author: z.string(),
  /** ISO 8601; null when the feed gave no date. */
  publishedAt: z.string().nullable(),
  link: z.string().nullable(),
});
export type SocialPost = z.infer<typeof socialPostSchema>;

const channelParams = z.object({ channelCode: codeOf('socialChannel') });

export const listSocialChannels = defineCall({
  id: 'socialChannels.list',
  backend: 'customer',
  method: 'GET',
  path: '/api/socialchannels',
  summary: "The account's social channels by name, with search and paging.",
  access: channelsView,
  application: 'SocialChannels',
  query: z.object({ SearchText: searchText, ...pagingShape }),
  response: envelope({ socialChannels: z.array(socialChannelSchema), ...pageAnswerShape }),
});

export const createSocialChannel = defineCall({
  id: 'socialChannels.create',
  backend: 'customer',
  method: 'POST',
  path: '/api/socialchannels',
  summary:
    'Adds a feed and fetches it at once, then every refreshMinutes; its newest 50 entries become ' +
    'social posts. An address that is not https or is on a private network answers 400; more ' +
    `than ${socialChannelLimits.channelsPerAccount} channels 409.`,
  access: channelsEdit,
  application: 'SocialChannels',
  body: socialChannelInputSchema,
  response: envelope({ socialChannel: socialChannelSchema }),
  status: 201,
});

export const updateSocialChannel = defineCall({
  id: 'socialChannels.update',
  backend: 'customer',
  method: 'PUT',
  path: '/api/socialchannels/{channelCode}',
  summary: 'Changes a channel and fetches its feed again at once.',
  access: channelsEdit,
  application: 'SocialChannels',
  params: channelParams,
  body: socialChannelInputSchema,
  response: envelope({ socialChannel: socialChannelSchema }),
});

export const deleteSocialChannel = defineCall({
  id: 'socialChannels.delete',
  backend: 'customer',
  method: 'DELETE',
  path: '/api/socialchannels/{channelCode}',
  summary: 'Deletes a channel with its posts; signs that showed them render without them.',
  access: channelsEdit,
  application: 'SocialChannels',
  params: channelParams,
  response: emptyAnswer,
});

export const listSocialPosts = defineCall({
  id: 'socialChannels.posts',
  backend: 'customer',
  method: 'GET',
  path: '/api/socialchannels/{channelCode}/posts',
  summary: "A channel's posts, newest first (at most 50, as its last fetch kept them).",
  access: channelsView,
  application: 'SocialChannels',
  params: channelParams,
  response: envelope({ posts: z.array(socialPostSchema) }),
});
