import type { FastPath } from '../../platform/http/fast-paths';
import type { HeaderList } from '../../platform/http/security-headers';
import type { IncomingMessage } from 'node:http';
import { credentialOf } from './screen-auth';
import { hashCredential } from './screen-credentials';
import type { ScreenHub } from './screen-hub';

export const manifestPath = '/screen-api/manifest';

/**
 * A screen polling a manifest it already holds: 304 from memory, before routing. Every screen
 * polls while its socket is blocked, so this is the gateway's hottest request, and the routed
 * answer spends most of its time in the framework. Anything this cannot decide from memory (no
 * paired session or manifest hash held here, another ETag, a query) goes on to the route, which
 * answers this same 304 with the same headers.
 */
export function unchangedManifestFastPath(
  hub: Pick<ScreenHub, 'pairedSession' | 'knownManifestHash'>,
  securityHeaders: (request: IncomingMessage) => HeaderList,
): FastPath {
  return (request, response) => {
    if (request.method !== 'GET' || request.url !== manifestPath) return false;
    const held = request.headers['if-none-match'];
    const credential = held ? credentialOf(request.headers) : null;
    const playerId = credential ? hub.pairedSession(hashCredential(credential))?.playerId : null;
    const known = playerId ? hub.knownManifestHash(playerId) : undefined;
    if (!known || held !== `"${known}"`) return false;
    response.writeHead(304, [
      ...securityHeaders(request),
      'cache-control',
      'no-cache',
      'etag',
      held,
    ]);
    response.end();
    return true;
  };
}
