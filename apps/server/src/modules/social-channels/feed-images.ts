import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { mapAtMost } from '../../platform/batching/map-at-most';
import type { Database } from '../../platform/db/database';
import { importItemImage } from '../media';
import { backgroundActor } from '../scope';
import { fetchFeedImage } from './fetch-feed';
import type { SocialChannelPlatform } from './fetch-schedule';

/** Bounds of the pictures one fetch stores; those left over are tried at the next refresh. */
export const feedImageLimits = {
  maxBytes: 5 * 1024 ** 2,
  timeoutMs: 10_000,
  /** No download starts after this long into a fetch, which keeps it well inside its job's lease. */
  budgetMs: 60_000,
  atOnce: 4,
} as const;

const extensionOfType: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/** One address is one media however often it is fetched: named by the address, not the post. */
const imageName = (address: string, extension: string) =>
  `social-${createHash('sha256').update(address).digest('hex').slice(0, 32)}.${extension}`;

export interface ImageOwner {
  accountId: string;
  accountCode: string;
}

/**
 * The pictures of these addresses as media of the account's ItemImages library, by address: each
 * fetched (JPEG or PNG, at most 5 MB, from an address the feed's rules allow) and stored, a few at
 * a time within the fetch's budget. A picture that cannot be had is left out, never failing the
 * fetch: the post shows without it.
 */
export async function storeFeedImages(
  db: Database,
  platform: SocialChannelPlatform,
  owner: ImageOwner,
  addresses: readonly string[],
): Promise<Map<string, string>> {
  const startedAt = Date.now();
  const actor = backgroundActor(owner);
  const stored = await mapAtMost(
    [...new Set(addresses)],
    feedImageLimits.atOnce,
    async (address): Promise<[string, string] | undefined> => {
      if (Date.now() - startedAt > feedImageLimits.budgetMs) return undefined;
      try {
        const image = await fetchFeedImage(address, {
          allowPrivateNetworks: platform.allowPrivateNetworks,
          timeoutMs: feedImageLimits.timeoutMs,
          maxBytes: feedImageLimits.maxBytes,
        });
        const type = image.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
        const extension = extensionOfType[type];
        if (!extension) return undefined;
        const mediaCode = await importItemImage(db, actor, platform.media, {
          filename: imageName(address, extension),
          file: Readable.from([image.bytes]),
        });
        return [address, mediaCode];
      } catch (error) {
        platform.media.log.info({ err: error }, 'A picture of a social post could not be stored');
        return undefined;
      }
    },
  );
  return new Map(stored.filter((pair) => pair !== undefined));
}
