import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a webhook may not reach unless private networks are allowed: this network,
 * private (RFC 1918), shared (CGNAT), loopback, link-local, benchmarking, multicast and reserved;
 * for IPv6 unspecified, loopback, unique-local, link-local and multicast. IPv4 addresses written
 * as IPv6 (`::ffff:10.0.0.1`) are checked as IPv4.
 */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !nonPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why a post failed; `isFinal` when trying again cannot help (a 4xx other than 408 and 429). */
export class WebhookFailure extends Error {
  constructor(
    message: string,
    readonly isFinal: boolean,
  ) {
    super(message);
    this.name = 'WebhookFailure';
  }
}

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowPrivateNetworks: boolean;
  timeoutMs: number;
}

/**
 * The address to connect to: the host is resolved once and the connection made to the very
 * address checked, so a name that answers a public address to the check and a private one to
 * the connection (DNS rebinding) reaches nothing it should not.
 */
async function checkedAddress(
  hostname: string,
  allowPrivateNetworks: boolean,
): Promise<{ address: string; family: number }> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const found = isIP(bare)
    ? [{ address: bare, family: isIP(bare) }]
    : await lookup(bare, { all: true }).catch(() => {
        throw new WebhookFailure(`The webhook host ${bare} was not found`, false);
      });
  if (!allowPrivateNetworks && found.some((entry) => !isPublicAddress(entry.address))) {
    throw new WebhookFailure(
      `The webhook host ${bare} is on a private network, which WEBHOOK_ALLOW_PRIVATE_NETWORKS does not allow`,
      true,
    );
  }
  return found[0]!;
}

/** Posts a webhook and answers its status; throws a `WebhookFailure` for anything but a 2xx. */
export async function postWebhook(request: WebhookRequest): Promise<number> {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    throw new WebhookFailure('The webhook address is not a URL', true);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new WebhookFailure('The webhook address must be http or https', true);
  }
  const { address, family } = await checkedAddress(url.hostname, request.allowPrivateNetworks);
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  // A signed alarm crosses the internet only encrypted; plain http is for a receiver on the LAN.
  if (url.protocol === 'http:' && isPublicAddress(address)) {
    throw new WebhookFailure('A webhook on a public address must use https', true);
  }
  const client = url.protocol === 'https:' ? https : http;
  const status = await new Promise<number>((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(request.body)),
          ...request.headers,
        },
        signal: AbortSignal.timeout(request.timeoutMs),
      },
      (response) => {
        // The answer's body says nothing the sender needs; reading it frees the connection.
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('error', (error) =>
      reject(
        error.name === 'AbortError'
          ? new WebhookFailure(`The webhook did not answer within ${request.timeoutMs} ms`, false)
          : new WebhookFailure(`The webhook could not be reached: ${error.message}`, false),
      ),
    );
    outgoing.end(request.body);
  });
  if (status >= 200 && status < 300) return status;
  const isFinal = status >= 400 && status < 500 && status !== 408 && status !== 429;
  throw new WebhookFailure(`The webhook answered ${status}`, isFinal);
}
