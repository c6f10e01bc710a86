import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses an outbound call (a webhook, a feed) may not reach unless private networks are
 * allowed: this network, private (RFC 1918), shared (CGNAT), loopback, link-local, benchmarking,
 * multicast and reserved; for IPv6 unspecified, loopback, unique-local, link-local and multicast.
 * IPv4 addresses written as IPv6 (`::ffff:10.0.0.1`) are checked as IPv4.
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

/** Why an outbound address may not be called: its host is unknown, or not public. */
export class AddressRefused extends Error {
  constructor(
    message: string,
    /** True when asking again cannot help (the host is private), false when it may (DNS). */
    readonly isFinal: boolean,
  ) {
    super(message);
    this.name = 'AddressRefused';
  }
}

export interface CheckedAddress {
  address: string;
  family: number;
  /** For `http.request`: connects to the very address checked, whatever DNS says later. */
  lookup: LookupFunction;
}

/**
 * The address to connect to: the host is resolved once and the connection made to the very
 * address checked, so a name that answers a public address to the check and a private one to
 * the connection (DNS rebinding) reaches nothing it should not.
 */
export async function checkedAddress(
  hostname: string,
  allowPrivateNetworks: boolean,
): Promise<CheckedAddress> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const found = isIP(bare)
    ? [{ address: bare, family: isIP(bare) }]
    : await lookup(bare, { all: true }).catch(() => {
        throw new AddressRefused(`The host ${bare} was not found`, false);
      });
  if (!allowPrivateNetworks && found.some((entry) => !isPublicAddress(entry.address))) {
    throw new AddressRefused(
      `The host ${bare} is on a private network, which WEBHOOK_ALLOW_PRIVATE_NETWORKS does not allow`,
      true,
    );
  }
  const { address, family } = found[0]!;
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  return { address, family, lookup: pinned };
}
