/// <reference lib="webworker" />
import { mediaCacheKey, mediaCacheName, parseRange } from './engine/media-cache';

/*
 * The screen's service worker (scope /screen/): the app shell from the network when it can be
 * reached and from the cache when not, and media files from the cache by content hash, with
 * byte ranges cut from the cached file so videos seek and play offline.
 */
declare const self: ServiceWorkerGlobalScope;

const shellCacheName = 'marquee-shell-v1';
const shellUrl = new URL('./', self.location.href).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(shellCacheName)
      .then((cache) => cache.add(shellUrl))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const mediaKey = mediaCacheKey(request.url, self.location.origin);
  if (mediaKey) return event.respondWith(fromMediaCache(request, mediaKey));
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/screen/')) return;
  event.respondWith(networkFirst(request));
});

/** The shell and its hashed assets: fresh when online, the last copy when not. */
async function networkFirst(request: Request): Promise<Response> {
  const cache = await caches.open(shellCacheName);
  try {
    const response = await fetch(request);
    if (response.ok)
      await cache.put(request.mode === 'navigate' ? shellUrl : request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request.mode === 'navigate' ? shellUrl : request);
    if (cached) return cached;
    throw error;
  }
}

async function fromMediaCache(request: Request, key: string): Promise<Response> {
  const cache = await caches.open(mediaCacheName);
  let cached = await cache.match(key);
  if (!cached) {
    // Not fetched ahead yet: take the whole file once, keep it, then answer from the copy.
    const response = await fetch(request.url, { credentials: 'same-origin' });
    if (!response.ok) return response;
    await cache.put(key, response);
    cached = await cache.match(key);
    if (!cached) return fetch(request);
  }
  const range = request.headers.get('range');
  if (!range) return cached;
  const body = await cached.blob();
  const part = parseRange(range, body.size);
  if (!part) {
    return new Response(null, {
      status: 416,
      headers: { 'content-range': `bytes */${body.size}` },
    });
  }
  return new Response(body.slice(part.start, part.end + 1), {
    status: 206,
    headers: {
      'content-type': cached.headers.get('content-type') ?? body.type,
      'content-range': `bytes ${part.start}-${part.end}/${body.size}`,
      'content-length': String(part.end - part.start + 1),
      'accept-ranges': 'bytes',
    },
  });
}
