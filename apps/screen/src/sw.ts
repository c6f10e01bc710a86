/// <reference lib="webworker" />
import { mediaCacheName, parseRange, signAssetCacheName, workerRoute } from './engine/media-cache';

/*
 * The screen's service worker (scope /screen/): the app shell from the network when it can be
 * reached and from the cache when not, media files and sign documents from the cache by content
 * hash, with byte ranges cut from the cached file so videos seek and play offline, and the fonts
 * and images of sign templates kept as first fetched, so a sign shown once shows offline too.
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
  const route = workerRoute(request.url, self.location.origin);
  if (!route) return;
  event.respondWith(
    route.from === 'media'
      ? fromMediaCache(request, route.key)
      : route.from === 'signAssets'
        ? cacheFirst(request)
        : networkFirst(request),
  );
});

/** What never changes at its address: the copy once fetched, the network only the first time. */
async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(signAssetCacheName);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.status === 200) await cache.put(request, response.clone());
  return response;
}

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
