import {
  attributeValueProblem,
  defaultSocialPostAttributes,
  isEmptyValue,
  type AttributeValue,
} from '@marquee/domain';
import { and, eq, sql } from 'drizzle-orm';
import { facts } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/** A post as its channel's fetch makes it of a feed entry. */
export interface SocialPostValues {
  /** The feed's own id of the entry, which keeps it one post from fetch to fetch. */
  feedEntryId: string;
  title: string;
  text: string;
  image: { mediaCode: string } | null;
  imageUrl: string | null;
  author: string;
  /** ISO 8601 in UTC. */
  publishedAt: string | null;
  link: string | null;
}

/** A channel's post as stored. */
export interface StoredSocialPost {
  id: string;
  factCode: string;
  feedEntryId: string;
  attributes: Record<string, AttributeValue>;
}

/**
 * The values of a post as a fact keeps them (empty ones left out, as an item's are). They come
 * from a feed already cut to its bounds, so one that does not fit the schema is a bug and throws.
 */
export function socialPostAttributes(post: SocialPostValues): Record<string, AttributeValue> {
  const { feedEntryId: _id, ...values } = post;
  const attributes: Record<string, AttributeValue> = {};
  for (const attribute of defaultSocialPostAttributes) {
    const value = values[attribute.attributeCode as keyof typeof values] ?? null;
    const problem = attributeValueProblem(attribute, value);
    if (problem)
      throw new Error(`Social post ${post.feedEntryId}: ${attribute.attributeCode} ${problem}`);
    if (!isEmptyValue(value)) attributes[attribute.attributeCode] = value;
  }
  return attributes;
}

/** The columns a post's list order and search read: its title (else its text) and its words. */
export function socialPostColumns(post: SocialPostValues) {
  return {
    name: post.title || post.text.slice(0, 100),
    searchText: [post.title, post.author, post.text].filter(Boolean).join(' ').toLowerCase(),
  };
}

/** The posts of one of the account's channels, newest first (undated ones last). */
export async function socialPostsOf(
  db: Database,
  accountId: string,
  socialChannelId: string,
): Promise<StoredSocialPost[]> {
  const rows = await db
    .select({
      id: facts.id,
      factCode: facts.factCode,
      feedEntryId: facts.feedEntryId,
      attributes: facts.attributes,
    })
    .from(facts)
    .where(
      and(
        eq(facts.accountId, accountId),
        eq(facts.factType, 'SocialPost'),
        eq(facts.socialChannelId, socialChannelId),
      ),
    )
    // ISO instants in UTC sort as text in time order.
    .orderBy(sql`${facts.attributes} ->> 'publishedAt' desc nulls last`, facts.id);
  return rows.map((row) => ({ ...row, feedEntryId: row.feedEntryId ?? '' }));
}
