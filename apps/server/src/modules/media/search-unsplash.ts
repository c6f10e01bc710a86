import { z } from 'zod';
import { NotFound } from '../../platform/errors';
import type { MediaPlatform } from './media-context';
import {
  fetchFromUnsplash,
  unsplashFailed,
  unsplashHeaders,
  unsplashTimeoutMs,
  type UnsplashConfig,
} from './unsplash-api';

const resultSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  description: z.string().nullish(),
  alt_description: z.string().nullish(),
  urls: z.object({ small: z.string().url() }),
  user: z.object({ name: z.string(), links: z.object({ html: z.string().url() }).partial() }),
});
const searchSchema = z.object({
  total: z.number().int().nonnegative(),
  total_pages: z.number().int().nonnegative(),
  results: z.array(z.unknown()),
});

export interface UnsplashSearchPage {
  photos: Array<{
    id: string;
    description: string;
    width: number;
    height: number;
    thumbnailUrl: string;
    photographerName: string;
    photographerUrl: string | null;
  }>;
  total: number;
  totalPages: number;
}

export const unsplashPageSize = 24;
/** How long one query's page is answered from memory: Unsplash limits the calls a key makes. */
const cacheMs = 10 * 60_000;
const cacheEntries = 500;
const cache = new Map<string, { page: UnsplashSearchPage; until: number }>();

/** A thumbnail is shown only from Unsplash's image host, which the pages' policy allows. */
function isOnImageHost(url: string, unsplash: UnsplashConfig): boolean {
  return new URL(url).origin === unsplash.imagesOrigin;
}

async function fetchSearchPage(
  unsplash: UnsplashConfig,
  query: string,
  page: number,
): Promise<UnsplashSearchPage> {
  const url = new URL(`${unsplash.apiUrl}/search/photos`);
  url.search = new URLSearchParams({
    query,
    page: String(page),
    per_page: String(unsplashPageSize),
  }).toString();
  const answer = await fetchFromUnsplash(
    url.href,
    unsplashHeaders(unsplash),
    unsplashTimeoutMs.api,
  );
  if (!answer.ok) throw unsplashFailed(`its search answered ${answer.status}`);
  const found = searchSchema.safeParse(await answer.json().catch(() => undefined));
  if (!found.success) throw unsplashFailed('its search gave an answer that is not a search');
  const photos = found.data.results.flatMap((result) => {
    const photo = resultSchema.safeParse(result);
    if (!photo.success || !isOnImageHost(photo.data.urls.small, unsplash)) return [];
    const { id, width, height, description, alt_description, urls, user } = photo.data;
    return [
      {
        id,
        width,
        height,
        description: (description ?? alt_description ?? '').slice(0, 300),
        thumbnailUrl: urls.small,
        photographerName: user.name.slice(0, 200),
        photographerUrl: user.links.html ?? null,
      },
    ];
  });
  return { photos, total: found.data.total, totalPages: found.data.total_pages };
}

/**
 * One page of Unsplash photos for a query, with thumbnails hotlinked from Unsplash as its terms
 * ask. Pages are kept for ten minutes, for every account alike (a search names no one's data),
 * the oldest dropped first past 500.
 */
export async function searchUnsplash(
  platform: MediaPlatform,
  query: string,
  page: number,
  now = Date.now(),
): Promise<UnsplashSearchPage> {
  const unsplash = platform.config.unsplash;
  if (!unsplash) throw new NotFound('Unsplash import is not configured');
  const key = `${unsplash.apiUrl} ${page} ${query.toLowerCase()}`;
  const kept = cache.get(key);
  if (kept && kept.until > now) return kept.page;
  const found = await fetchSearchPage(unsplash, query, page);
  cache.delete(key);
  cache.set(key, { page: found, until: now + cacheMs });
  if (cache.size > cacheEntries) cache.delete(cache.keys().next().value!);
  return found;
}
