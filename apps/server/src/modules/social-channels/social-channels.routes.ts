import * as calls from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { ok } from '../../platform/http/success-envelope';
import { actorOf } from '../scope';
import { createSocialChannel } from './create-social-channel';
import { deleteSocialChannel } from './delete-social-channel';
import { socialChannelPlatform } from './fetch-schedule';
import { listSocialChannels } from './list-social-channels';
import { listSocialPosts } from './list-social-posts';
import { updateSocialChannel } from './update-social-channel';

export const socialChannelRoutes = [
  defineRoute(calls.listSocialChannels, async (context) => ({
    success: ok,
    ...(await listSocialChannels(context.db, actorOf(context), context.query)),
  })),
  defineRoute(calls.createSocialChannel, async (context) => ({
    success: ok,
    socialChannel: await createSocialChannel(
      context.db,
      actorOf(context),
      socialChannelPlatform(context.request.server),
      context.body,
      context.request.ip,
    ),
  })),
  defineRoute(calls.updateSocialChannel, async (context) => ({
    success: ok,
    socialChannel: await updateSocialChannel(
      context.db,
      actorOf(context),
      socialChannelPlatform(context.request.server),
      context.params.channelCode,
      context.body,
      context.request.ip,
    ),
  })),
  defineRoute(calls.deleteSocialChannel, async (context) => {
    await deleteSocialChannel(
      context.db,
      actorOf(context),
      socialChannelPlatform(context.request.server),
      context.params.channelCode,
      context.request.ip,
    );
    return { success: ok };
  }),
  defineRoute(calls.listSocialPosts, async (context) => ({
    success: ok,
    posts: await listSocialPosts(context.db, actorOf(context), context.params.channelCode),
  })),
];
