import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { mediaCacheName, signAssetCacheName } from './engine/media-cache';
import './sw';

/** Cache Storage as the worker uses it: buckets of responses by address. */
function fakeCaches() {
  const buckets = new Map<string, Map<string, Response>>();
  const bucket = (name: string) => {
    if (!buckets.has(name)) buckets.set(name, new Map());
    return buckets.get(name)!;
  };
  const addressOf = (request: RequestInfo | URL, ignoreSearch = false) => {
    const url = new URL(request instanceof Request ? request.url : request, location.origin);
    if (ignoreSearch) url.search = '';
    return url.href;
  };
  const open = async (name: string) => ({
    match: async (request: RequestInfo | URL, options?: CacheQueryOptions) => {
      const wanted = addressOf(request, options?.ignoreSearch);
      for (const [address, response] of bucket(name)) {
        if (addressOf(address, options?.ignoreSearch) === wanted) return response.clone();
      }
      return undefined;
    },
    put: async (request: RequestInfo | URL, response: Response) => {
      bucket(name).set(addressOf(request), response.clone());
    },
  });
  return { open, bucket };
}

/** Sends a request through the worker: its answer, or undefined when it lets the request by. */
function through(address: string): Promise<Response> | undefined {
  let answer: Promise<Response> | undefined;
  const event = Object.assign(new Event('fetch'), {
    request: new Request(new URL(address, location.origin)),
    respondWith: (response: Promise<Response>) => {
      answer = response;
    },
  });
  self.dispatchEvent(event);
  return answer;
}

let storage: ReturnType<typeof fakeCaches>;
let network: ReturnType<typeof vi.fn<(request: RequestInfo) => Promise<Response>>>;

beforeEach(() => {
  storage = fakeCaches();
  network = vi.fn(async () => new Response('font bytes', { status: 200 }));
  vi.stubGlobal('caches', storage);
  vi.stubGlobal('fetch', network);
});

afterEach(() => vi.unstubAllGlobals());

it('keeps a sign template’s asset as first fetched and answers it from there, offline too', async () => {
  const asset = '/screen/sign-templates/T1/3/assets/Inter.woff2';
  expect(await (await through(asset))?.text()).toBe('font bytes');
  network.mockRejectedValue(new TypeError('Failed to fetch'));
  expect(await (await through(asset))?.text()).toBe('font bytes');
  expect(await (await through(`${asset}?cache=1`))?.text()).toBe('font bytes');
  expect(network).toHaveBeenCalledOnce();
});

it('keeps no failed answer of a template asset', async () => {
  network.mockResolvedValueOnce(new Response('gone', { status: 404 }));
  const asset = '/screen/sign-templates/T1/3/assets/missing.png';
  expect((await through(asset))?.status).toBe(404);
  expect(storage.bucket(signAssetCacheName).size).toBe(0);
});

it('answers a sign’s document from the media cache by its hash, with the headers it came with', async () => {
  const hash = 'n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg';
  const policy = "sandbox allow-same-origin; default-src 'none'";
  storage.bucket(mediaCacheName).set(
    `${location.origin}/screen/media-cache/${hash}`,
    new Response('<h1>Apples 2.49</h1>', {
      headers: { 'content-security-policy': policy, 'x-content-type-options': 'nosniff' },
    }),
  );
  network.mockRejectedValue(new TypeError('Failed to fetch'));
  const answer = await through(`/screen/signs/SIGN1/1?v=${hash}`);
  expect(await answer?.text()).toBe('<h1>Apples 2.49</h1>');
  expect(answer?.headers.get('content-security-policy')).toBe(policy);
  expect(answer?.headers.get('x-content-type-options')).toBe('nosniff');
  expect(network).not.toHaveBeenCalled();
});

it('lets a sign’s document without its hash go to the server', () => {
  expect(through('/screen/signs/SIGN1/1')).toBeUndefined();
});
