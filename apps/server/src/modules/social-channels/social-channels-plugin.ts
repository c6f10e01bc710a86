import fp from 'fastify-plugin';
import { handleFetchJobs } from './fetch-channel';
import { socialChannelFetchQueue, socialChannelPlatform } from './fetch-schedule';

/**
 * The feeds' fetches: an incoming integration endpoint, so a fetch that used up its tries shows in
 * the console's error queue. Each channel keeps its own chain of fetch jobs (see
 * `scheduleFetch`), started when it is created, so nothing needs starting here.
 */
export const socialChannelsPlugin = fp(
  async (app) => {
    app.jobs.handle(
      socialChannelFetchQueue,
      handleFetchJobs(() => app.database.db, socialChannelPlatform(app)),
      { name: 'Social channel feeds', direction: 'in' },
    );
  },
  { name: 'social-channels', dependencies: ['jobs', 'media'] },
);
