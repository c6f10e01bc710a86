import type { SocialPost } from '@marquee/contracts';
import type { AttributeValue } from '@marquee/domain';
import type { Database } from '../../platform/db/database';
import { socialPostsOf } from '../items';
import type { Actor } from '../scope';
import { findSocialChannel } from './social-channel-view';

const text = (value: AttributeValue | undefined) => (typeof value === 'string' ? value : '');
const textOrNull = (value: AttributeValue | undefined) => text(value) || null;

/** A channel's posts, newest first, as its list shows them. */
export async function listSocialPosts(
  db: Database,
  actor: Actor,
  channelCode: string,
): Promise<SocialPost[]> {
  const channel = await findSocialChannel(db, actor, channelCode);
  const posts = await socialPostsOf(db, actor.accountId, channel.id);
  return posts.map(({ factCode, attributes }) => {
    const image = attributes.image;
    return {
      factCode,
      title: text(attributes.title),
      text: text(attributes.text),
      image:
        image && typeof image === 'object' && !Array.isArray(image)
          ? { mediaCode: image.mediaCode }
          : null,
      author: text(attributes.author),
      publishedAt: textOrNull(attributes.publishedAt),
      link: textOrNull(attributes.link),
    };
  });
}
