import { isIP } from 'node:net';
import { BadRequest } from '../../platform/errors';
import { isPublicAddress } from '../../platform/outbound/public-address';

/**
 * A channel's feed address as it is stored, or 400 naming `feedUrl`: https (plain http only where
 * private networks are allowed, for a feed on the LAN), no user or password, and no private
 * address written out. A name that resolves to a private address passes here and is refused when
 * it is fetched (see `fetchFeed`), since what a name resolves to can change after it is saved.
 */
export function checkedFeedAddress(address: string, allowPrivateNetworks: boolean): string {
  const url = new URL(address);
  if (url.username || url.password) {
    throw new BadRequest('feedUrl: must not carry a user name or password');
  }
  if (url.protocol !== 'https:' && !allowPrivateNetworks) {
    throw new BadRequest('feedUrl: must be an https address');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const isPrivate =
    (isIP(host) !== 0 && !isPublicAddress(host)) ||
    host === 'localhost' ||
    host.endsWith('.localhost');
  if (isPrivate && !allowPrivateNetworks) {
    throw new BadRequest('feedUrl: is on a private network, which this server does not reach');
  }
  return url.href;
}
