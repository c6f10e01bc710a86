import http from 'node:http';
import https from 'node:https';
import {
  AddressRefused,
  checkedAddress,
  isPublicAddress,
} from '../../platform/outbound/public-address';

/**
 * Why a feed or one of its pictures could not be read; the fetch job records it as the channel's
 * last error. `isFinal` when asking again cannot help (the address is refused, not unreachable).
 */
export class FeedFetchFailure extends Error {
  constructor(
    message: string,
    readonly isFinal = false,
  ) {
    super(message);
    this.name = 'FeedFetchFailure';
  }
}

export interface FeedFetchOptions {
  allowPrivateNetworks: boolean;
  timeoutMs: number;
  maxBytes: number;
}

export const feedFetchDefaults = { timeoutMs: 10_000, maxBytes: 2 * 1024 ** 2 } as const;
const maxRedirects = 3;

/** What is read: the feed itself, or a picture one of its entries names. */
type Download = 'feed' | 'image';

const accepts: Record<Download, string> = {
  feed: 'application/rss+xml, application/atom+xml, application/feed+json, application/xml, text/xml;q=0.9, */*;q=0.1',
  image: 'image/jpeg, image/png;q=0.9',
};

async function getOnce(kind: Download, url: URL, options: FeedFetchOptions, signal: AbortSignal) {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new FeedFetchFailure(`A ${kind} address must be https`, true);
  }
  const { address, lookup } = await checkedAddress(url.hostname, options.allowPrivateNetworks);
  // A public feed is read over https only; plain http is for a feed on the LAN.
  if (url.protocol === 'http:' && isPublicAddress(address)) {
    throw new FeedFetchFailure(`A ${kind} on a public address must use https`, true);
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup,
        signal,
        headers: { accept: accepts[kind], 'user-agent': 'Marquee social channels' },
      },
      resolve,
    );
    request.on('error', reject);
  });
}

async function readBounded(
  kind: Download,
  response: http.IncomingMessage,
  maxBytes: number,
): Promise<Buffer> {
  const tooLarge = () =>
    new FeedFetchFailure(`The ${kind} is larger than ${maxBytes / 1024 ** 2} MB`);
  const announced = Number(response.headers['content-length'] ?? 0);
  if (announced > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads an address: at most `timeoutMs` for the whole of it, at most `maxBytes`, following up to
 * three redirects, each target checked again, and never to a private address unless allowed.
 */
async function fetchBounded(
  kind: Download,
  address: string,
  options: FeedFetchOptions,
): Promise<{ bytes: Buffer; contentType: string }> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FeedFetchFailure(`The ${kind} address is not a URL`, true);
  }
  try {
    for (let redirects = 0; ; redirects += 1) {
      const response = await getOnce(kind, url, options, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        if (redirects >= maxRedirects)
          throw new FeedFetchFailure(`The ${kind} redirects too often`);
        url = new URL(location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new FeedFetchFailure(`The ${kind} answered ${status}`);
      }
      return {
        bytes: await readBounded(kind, response, options.maxBytes),
        contentType: String(response.headers['content-type'] ?? ''),
      };
    }
  } catch (error) {
    if (error instanceof FeedFetchFailure) throw error;
    if (error instanceof AddressRefused) {
      throw new FeedFetchFailure(`The ${kind} could not be read: ${error.message}`, error.isFinal);
    }
    if (signal.aborted)
      throw new FeedFetchFailure(`The ${kind} did not answer within ${options.timeoutMs / 1000} s`);
    throw new FeedFetchFailure(`The ${kind} could not be read: ${(error as Error).message}`);
  }
}

/** Reads a feed as text, within the bounds (see `fetchBounded`). */
export async function fetchFeed(
  address: string,
  options: FeedFetchOptions,
): Promise<{ body: string; contentType: string }> {
  const { bytes, contentType } = await fetchBounded('feed', address, options);
  return { body: bytes.toString('utf8'), contentType };
}

/** Reads a picture a feed names, within the bounds, with the type its host says it is. */
export function fetchFeedImage(
  address: string,
  options: FeedFetchOptions,
): Promise<{ bytes: Buffer; contentType: string }> {
  return fetchBounded('image', address, options);
}
