import type { ScreenManifest } from '@marquee/contracts';

/** The Cache Storage bucket of media files, keyed by content hash (shared with the worker). */
export const mediaCacheName = 'marquee-media-v1';
/** Fonts and images of sign templates, kept by address: a template's new version has new ones. */
export const signAssetCacheName = 'marquee-sign-assets-v1';
const hashParam = 'v';
const signDocuments = '/screen/signs/';
const signAssets = '/screen/sign-templates/';

/** The address a media element asks for: the file's URL tagged with its content hash. */
export function playbackUrl(media: { url: string; contentHash: string | null }): string {
  if (!media.contentHash) return media.url;
  const separator = media.url.includes('?') ? '&' : '?';
  return `${media.url}${separator}${hashParam}=${encodeURIComponent(media.contentHash)}`;
}

/**
 * The cache key of a media request: the same file under any address is one entry, and a file
 * that changes gets a new one. Null for what is not cached (web pages, untagged requests).
 */
export function mediaCacheKey(requestUrl: string, origin: string): string | null {
  const url = new URL(requestUrl, origin);
  const isMediaFile = ['/screen-api/media/', signDocuments].some((prefix) =>
    url.pathname.startsWith(prefix),
  );
  if (url.origin !== origin || !isMediaFile) return null;
  const hash = url.searchParams.get(hashParam);
  return hash && /^[A-Za-z0-9_\-+/=]{8,128}$/.test(hash)
    ? `${origin}/screen/media-cache/${encodeURIComponent(hash)}`
    : null;
}

/**
 * How the worker answers a request of the player's origin: a media file or sign document from
 * the media cache by its hash, a sign template's asset from its own cache before the network,
 * the app itself from the network before its last copy; null for what it leaves alone (other
 * origins, the gateway, a sign document without its hash).
 */
export type WorkerRoute = { from: 'media'; key: string } | { from: 'signAssets' | 'shell' } | null;

export function workerRoute(requestUrl: string, origin: string): WorkerRoute {
  const key = mediaCacheKey(requestUrl, origin);
  if (key) return { from: 'media', key };
  const url = new URL(requestUrl, origin);
  if (url.origin !== origin || !url.pathname.startsWith('/screen/')) return null;
  if (url.pathname.startsWith(signAssets)) return { from: 'signAssets' };
  return url.pathname.startsWith(signDocuments) ? null : { from: 'shell' };
}

/** The files of a manifest (cacheable), each once: media files and every document of a sign. */
export function cacheableMedia(manifest: ScreenManifest): { url: string; contentHash: string }[] {
  const seen = new Map<string, { url: string; contentHash: string }>();
  const files = manifest.media.flatMap((media) =>
    media.mediaType === 'WebPage' ? [] : [media, ...(media.documents ?? [])],
  );
  for (const { url, contentHash } of files) {
    if (contentHash && !seen.has(contentHash)) seen.set(contentHash, { url, contentHash });
  }
  return [...seen.values()];
}

/** A Range header's single byte range, resolved against the file size; null if not satisfiable. */
export function parseRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}
