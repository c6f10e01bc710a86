import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { socialChannels } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { cancelQueuedJob } from '../../platform/jobs/job-queue';
import type { Jobs } from '../../platform/jobs/jobs-plugin';
import { mediaPlatform, type MediaPlatform } from '../media';

/** The queue of the feeds' fetches: an incoming integration endpoint, whose dead jobs are its errors. */
export const socialChannelFetchQueue = 'social-channel-feeds';

/**
 * Tries of one fetch (about a minute with the queue's growing delays) before it is a dead letter
 * and the channel waits for its next refresh.
 */
export const fetchAttempts = 4;

/** What the channel operations and the fetch use besides the database. */
export interface SocialChannelPlatform {
  jobs: Pick<Jobs, 'enqueue' | 'namespace'>;
  media: MediaPlatform;
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS: feeds on the LAN (and over plain http) may be read. */
  allowPrivateNetworks: boolean;
}

export function socialChannelPlatform(app: FastifyInstance): SocialChannelPlatform {
  return {
    jobs: app.jobs,
    media: mediaPlatform(app),
    allowPrivateNetworks: app.config.webhookAllowPrivateNetworks,
  };
}

type Linked = Pick<typeof socialChannels.$inferSelect, 'id' | 'accountId' | 'name' | 'fetchJobId'>;

/**
 * Queues the next link of a channel's refresh chain in the caller's transaction, due at `runAt`
 * (now when omitted), and makes it the channel's one link; a link that still waits gives way to
 * it. A link a worker holds runs on, finds it is no longer the channel's and queues nothing.
 */
export async function scheduleFetch(
  tx: Database,
  jobs: SocialChannelPlatform['jobs'],
  channel: Linked,
  runAt?: Date,
): Promise<void> {
  if (channel.fetchJobId) await cancelQueuedJob(tx, jobs.namespace, channel.fetchJobId);
  const fetchJobId = await jobs.enqueue(
    socialChannelFetchQueue,
    { channelId: channel.id },
    {
      runAt,
      maxAttempts: fetchAttempts,
      accountId: channel.accountId,
      summary: `Fetch the social channel ${channel.name}`.slice(0, 200),
    },
    tx,
  );
  await tx.update(socialChannels).set({ fetchJobId }).where(eq(socialChannels.id, channel.id));
}

/** Stops a channel's chain before it goes: its waiting link is removed. */
export async function cancelFetch(
  tx: Database,
  jobs: SocialChannelPlatform['jobs'],
  channel: Pick<Linked, 'fetchJobId'>,
): Promise<void> {
  if (channel.fetchJobId) await cancelQueuedJob(tx, jobs.namespace, channel.fetchJobId);
}
