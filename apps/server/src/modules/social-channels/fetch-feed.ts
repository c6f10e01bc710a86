import http from 'node:http';
import https from 'node:https';
import { checkedAddress, isPublicAddress } from '../../platform/outbound/public-address';

/** Why a feed could not be read; the fetch job records it as the channel's last error. */
export class FeedFetchFailure extends Error {
  constructor(message: string) {
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

async function getOnce(url: URL, options: FeedFetchOptions, signal: AbortSignal) {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new FeedFetchFailure('A feed address must be https');
  }
  const { address, lookup } = await checkedAddress(url.hostname, options.allowPrivateNetworks);
  // A public feed is read over https only; plain http is for a feed on the LAN.
  if (url.protocol === 'http:' && isPublicAddress(address)) {
    throw new FeedFetchFailure('A feed on a public address must use https');
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup,
        signal,
        headers: {
          accept:
            'application/rss+xml, application/atom+xml, application/feed+json, application/xml, text/xml;q=0.9, */*;q=0.1',
          'user-agent': 'Marquee social channels',
        },
      },
      resolve,
    );
    request.on('error', reject);
  });
}

async function readBounded(response: http.IncomingMessage, maxBytes: number): Promise<string> {
  const announced = Number(response.headers['content-length'] ?? 0);
  if (announced > maxBytes) {
    response.destroy();
    throw new FeedFetchFailure(`The feed is larger than ${maxBytes / 1024 ** 2} MB`);
  }
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > maxBytes) {
      response.destroy();
      throw new FeedFetchFailure(`The feed is larger than ${maxBytes / 1024 ** 2} MB`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Reads a feed: at most `timeoutMs` for the whole of it, at most `maxBytes`, following up to
 * three redirects, each target checked again, and never to a private address unless allowed.
 */
export async function fetchFeed(
  address: string,
  options: FeedFetchOptions,
): Promise<{ body: string; contentType: string }> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FeedFetchFailure('The feed address is not a URL');
  }
  try {
    for (let redirects = 0; ; redirects += 1) {
      const response = await getOnce(url, options, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        if (redirects >= maxRedirects) throw new FeedFetchFailure('The feed redirects too often');
        url = new URL(location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new FeedFetchFailure(`The feed answered ${status}`);
      }
      return {
        body: await readBounded(response, options.maxBytes),
        contentType: String(response.headers['content-type'] ?? ''),
      };
    }
  } catch (error) {
    if (error instanceof FeedFetchFailure) throw error;
    if (signal.aborted)
      throw new FeedFetchFailure(`The feed did not answer within ${options.timeoutMs / 1000} s`);
    throw new FeedFetchFailure(`The feed could not be read: ${(error as Error).message}`);
  }
}
