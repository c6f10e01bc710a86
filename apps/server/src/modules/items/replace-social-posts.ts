import { mediaCodesOf, type AttributeValue } from '@marquee/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { facts } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { noteItemsChanged, type ItemJobs } from './items-changed';
import {
  socialPostAttributes,
  socialPostColumns,
  socialPostsOf,
  type SocialPostValues,
  type StoredSocialPost,
} from './social-posts';

export interface ChannelPosts {
  accountId: string;
  socialChannelId: string;
}

const isSame = (a: Record<string, AttributeValue>, b: Record<string, AttributeValue>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([code, value]) => JSON.stringify(value) === JSON.stringify(b[code]));

/** The media codes posts name. */
const imagesOf = (posts: readonly { attributes: Record<string, AttributeValue> }[]) =>
  new Set(posts.flatMap((post) => Object.values(post.attributes).flatMap(mediaCodesOf)));

/** The media the posts before named that the posts after do not. */
function droppedImages(
  before: readonly StoredSocialPost[],
  after: readonly { attributes: Record<string, AttributeValue> }[],
) {
  const kept = imagesOf(after);
  return [...imagesOf(before)].filter((code) => !kept.has(code));
}

/**
 * Makes a channel's posts those given, in the caller's transaction: an entry seen before keeps its
 * post and code (its values replaced when they changed), a new one becomes a post, and the posts
 * of entries no longer given are removed. Signs hear of every post added, changed or removed.
 * Answers the media the channel's posts named before and name no more.
 */
export async function replaceSocialPosts(
  tx: Database,
  jobs: ItemJobs,
  channel: ChannelPosts,
  posts: readonly SocialPostValues[],
): Promise<{ droppedImages: string[] }> {
  const before = await socialPostsOf(tx, channel.accountId, channel.socialChannelId);
  const stored = new Map(before.map((post) => [post.feedEntryId, post]));
  const given = posts.map((post) => ({ post, attributes: socialPostAttributes(post) }));
  const changed: string[] = [];
  for (const { post, attributes } of given) {
    const earlier = stored.get(post.feedEntryId);
    if (!earlier || isSame(earlier.attributes, attributes)) continue;
    await tx
      .update(facts)
      .set({ attributes, ...socialPostColumns(post) })
      .where(eq(facts.id, earlier.id));
    changed.push(earlier.factCode);
  }
  const fresh = given.filter(({ post }) => !stored.has(post.feedEntryId));
  const added = fresh.length
    ? await tx
        .insert(facts)
        .values(
          fresh.map(({ post, attributes }) => ({
            accountId: channel.accountId,
            factType: 'SocialPost' as const,
            socialChannelId: channel.socialChannelId,
            feedEntryId: post.feedEntryId,
            attributes,
            ...socialPostColumns(post),
          })),
        )
        .returning({ factCode: facts.factCode })
    : [];
  const kept = new Set(posts.map((post) => post.feedEntryId));
  const gone = before.filter((post) => !kept.has(post.feedEntryId));
  if (gone.length) {
    await tx.delete(facts).where(
      inArray(
        facts.id,
        gone.map((post) => post.id),
      ),
    );
  }
  await noteItemsChanged(tx, jobs, {
    accountId: channel.accountId,
    factCodes: [
      ...added.map((row) => row.factCode),
      ...changed,
      ...gone.map((post) => post.factCode),
    ],
  });
  return { droppedImages: droppedImages(before, given) };
}

/**
 * Removes all of a channel's posts in the caller's transaction (before the channel goes, which
 * would otherwise take them silently); signs hear of them. Answers the media they named.
 */
export async function removeSocialPosts(
  tx: Database,
  jobs: ItemJobs,
  channel: ChannelPosts,
): Promise<{ droppedImages: string[] }> {
  const removed = await tx
    .delete(facts)
    .where(
      and(
        eq(facts.accountId, channel.accountId),
        eq(facts.socialChannelId, channel.socialChannelId),
      ),
    )
    .returning({ factCode: facts.factCode, attributes: facts.attributes });
  await noteItemsChanged(tx, jobs, {
    accountId: channel.accountId,
    factCodes: removed.map((post) => post.factCode),
  });
  return { droppedImages: [...imagesOf(removed)] };
}
