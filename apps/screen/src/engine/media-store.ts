import type { ScreenManifest } from '@marquee/contracts';
import { cacheableMedia, mediaCacheKey, mediaCacheName, playbackUrl } from './media-cache';

const hasCacheStorage = () => typeof caches !== 'undefined';

/**
 * Fetches into Cache Storage every file of the manifest that is not there yet, so the screen
 * can play it with the server gone. True when all of them are cached.
 */
export async function cacheManifestMedia(
  manifest: ScreenManifest,
  log: (level: 'info' | 'error', text: string) => void,
): Promise<boolean> {
  if (!hasCacheStorage()) return false;
  const cache = await caches.open(mediaCacheName);
  let isComplete = true;
  for (const media of cacheableMedia(manifest)) {
    const key = mediaCacheKey(playbackUrl(media), location.origin);
    if (!key || (await cache.match(key))) continue;
    try {
      const response = await fetch(media.url, { credentials: 'same-origin', cache: 'no-store' });
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      await cache.put(key, response);
    } catch (error) {
      isComplete = false;
      log('error', `cache ${media.url}: ${String(error)}`);
    }
  }
  await dropUnused(cache, manifest);
  return isComplete;
}

/** Files no longer in the manifest leave the cache, so it does not grow without end. */
async function dropUnused(cache: Cache, manifest: ScreenManifest): Promise<void> {
  const wanted = new Set(
    cacheableMedia(manifest).map((media) => mediaCacheKey(playbackUrl(media), location.origin)),
  );
  for (const request of await cache.keys()) {
    if (!wanted.has(request.url)) await cache.delete(request);
  }
}

/** Forgets every cached file (the forcePlaylistDownload command). */
export async function dropMediaCache(): Promise<void> {
  if (hasCacheStorage()) await caches.delete(mediaCacheName);
}
