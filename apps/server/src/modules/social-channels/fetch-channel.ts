import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { accounts, socialChannels } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { FinalJobError, type JobHandler, type RunningJob } from '../../platform/jobs/job-queue';
import { replaceSocialPosts, socialPostsOf, type SocialPostValues } from '../items';
import { storeFeedImages } from './feed-images';
import { feedFetchDefaults, FeedFetchFailure, fetchFeed } from './fetch-feed';
import { scheduleFetch, type SocialChannelPlatform } from './fetch-schedule';
import { FeedFormatError, parseFeed, type FeedEntry } from './parse-feed';
import { releasePostImages } from './release-post-images';

const fetchJob = z.object({ channelId: z.uuid() });

type Channel = typeof socialChannels.$inferSelect & { accountCode: string };

async function channelOf(db: Database, channelId: string): Promise<Channel | undefined> {
  const [row] = await db
    .select({ channel: socialChannels, accountCode: accounts.accountCode })
    .from(socialChannels)
    .innerJoin(accounts, eq(accounts.id, socialChannels.accountId))
    .where(eq(socialChannels.id, channelId));
  return row && { ...row.channel, accountCode: row.accountCode };
}

/**
 * The channel as this run may write it, locked until the transaction ends: gone, or changed to
 * another feed since the run read it, answers undefined and the run's result is dropped.
 */
async function lockedChannel(tx: Database, channel: Channel) {
  const [row] = await tx
    .select()
    .from(socialChannels)
    .where(and(eq(socialChannels.id, channel.id), eq(socialChannels.feedUrl, channel.feedUrl)))
    .for('update');
  return row;
}

/** The refresh after this one, when this run is the channel's link in its chain. */
async function queueSuccessor(
  tx: Database,
  platform: SocialChannelPlatform,
  row: typeof socialChannels.$inferSelect,
  job: RunningJob,
) {
  if (row.fetchJobId !== job.id) return;
  await scheduleFetch(tx, platform.jobs, row, new Date(Date.now() + row.refreshMinutes * 60_000));
}

/** The posts of the feed's entries, each with its picture: kept from before, or stored now. */
async function postsOf(
  db: Database,
  platform: SocialChannelPlatform,
  channel: Channel,
  entries: readonly FeedEntry[],
): Promise<SocialPostValues[]> {
  const known = new Map<string, { mediaCode: string }>();
  for (const post of await socialPostsOf(db, channel.accountId, channel.id)) {
    const { image, imageUrl } = post.attributes;
    if (typeof imageUrl === 'string' && image && typeof image === 'object' && 'mediaCode' in image)
      known.set(imageUrl, { mediaCode: image.mediaCode });
  }
  const wanted = entries.flatMap((entry) =>
    entry.imageUrl && !known.has(entry.imageUrl) ? [entry.imageUrl] : [],
  );
  const stored = await storeFeedImages(db, platform, channel, wanted);
  return entries.map((entry) => {
    const mediaCode = entry.imageUrl && stored.get(entry.imageUrl);
    return {
      feedEntryId: entry.id,
      title: entry.title,
      text: entry.text,
      image: entry.imageUrl
        ? (known.get(entry.imageUrl) ?? (mediaCode ? { mediaCode } : null))
        : null,
      imageUrl: entry.imageUrl,
      author: entry.author,
      publishedAt: entry.publishedAt?.toISOString() ?? null,
      link: entry.link,
    };
  });
}

async function readPosts(platform: SocialChannelPlatform, db: Database, channel: Channel) {
  const feed = await fetchFeed(channel.feedUrl, {
    allowPrivateNetworks: platform.allowPrivateNetworks,
    ...feedFetchDefaults,
  });
  return postsOf(db, platform, channel, parseFeed(feed.body, feed.contentType));
}

/** A failure as the channel shows it, and whether asking again can help. */
function failureOf(error: unknown): FeedFetchFailure {
  if (error instanceof FeedFetchFailure) return error;
  // A document that is not a feed may become one (a site mended); it is tried again.
  if (error instanceof FeedFormatError) return new FeedFetchFailure(error.message);
  throw error;
}

/**
 * Fetches a channel's feed and makes its newest 50 entries the channel's posts (see
 * `replaceSocialPosts`), then, when this run is the channel's link, queues the next refresh. A
 * failed fetch is shown on the channel and tried again (`fetchAttempts` in all); the last try, or
 * one that cannot help (an address refused), buries the job as a dead letter and still queues
 * the next refresh, so a feed that was down is read again once it is back. Any other fetch job of
 * the channel (one returned from the error queue) reads the feed once and queues nothing.
 */
export function handleFetchJobs(db: () => Database, platform: SocialChannelPlatform): JobHandler {
  return async (payload, job) => {
    const database = db();
    const channel = await channelOf(database, fetchJob.parse(payload).channelId);
    if (!channel) return;
    let posts: SocialPostValues[];
    try {
      posts = await readPosts(platform, database, channel);
    } catch (error) {
      const failure = failureOf(error);
      const isLast = failure.isFinal || job.attempts >= job.maxAttempts;
      await database.transaction(async (tx) => {
        const row = await lockedChannel(tx, channel);
        if (!row) return;
        await tx
          .update(socialChannels)
          .set({ lastError: failure.message })
          .where(eq(socialChannels.id, row.id));
        if (isLast) await queueSuccessor(tx, platform, row, job);
      });
      throw failure.isFinal ? new FinalJobError(failure.message) : failure;
    }
    const stored = await database.transaction(async (tx) => {
      const row = await lockedChannel(tx, channel);
      if (!row) return undefined;
      const replaced = await replaceSocialPosts(
        tx,
        platform.jobs,
        { accountId: row.accountId, socialChannelId: row.id },
        posts,
      );
      await tx
        .update(socialChannels)
        // The clock a change's updatedAt is set by, so a read after a change is later.
        .set({ lastFetchedAt: new Date(), lastError: null, postCount: posts.length })
        .where(eq(socialChannels.id, row.id));
      await queueSuccessor(tx, platform, row, job);
      return replaced;
    });
    if (stored) await releasePostImages(database, platform, channel, stored.droppedImages);
  };
}
