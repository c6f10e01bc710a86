import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FastPaths, serverWithFastPaths } from '../../platform/http/fast-paths';
import { securityHeadersFor } from '../../platform/http/security-headers';
import { hashCredential } from './screen-credentials';
import type { ScreenSession } from './screen-session';
import { manifestPath, unchangedManifestFastPath } from './unchanged-manifest';

const credential = 'screen-credential';
const hash = 'manifest-hash';
const session = { playerId: 'player-1' } as ScreenSession;
const hub = {
  pairedSession: (credentialHash: string) =>
    credentialHash === hashCredential(credential) ? session : undefined,
  knownManifestHash: (playerId: string) => (playerId === 'player-1' ? hash : undefined),
};

let server: Server;
let url: string;
beforeAll(async () => {
  const paths = new FastPaths();
  paths.add(
    unchangedManifestFastPath(
      hub,
      securityHeadersFor({ publicUrl: 'http://signage.lan', trustProxy: false }),
    ),
  );
  const timeouts = { keepAliveTimeout: 5_000, requestTimeout: 10_000, connectionTimeout: 0 };
  server = serverWithFastPaths(paths)((_request, response) => {
    response.writeHead(418).end();
  }, timeouts) as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${manifestPath}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const poll = (headers: Record<string, string>, init: RequestInit = {}, at = url) =>
  fetch(at, { ...init, headers });

describe('the unchanged manifest before routing', () => {
  it('answers 304 with its ETag and the security headers to the screen holding that manifest', async () => {
    const asked: Record<string, string>[] = [
      { cookie: `other=1; marquee_screen=${credential}`, 'if-none-match': `"${hash}"` },
      { authorization: `Bearer ${credential}`, 'if-none-match': `"${hash}"` },
    ];
    for (const headers of asked) {
      const answer = await poll(headers);
      expect(answer.status).toBe(304);
      expect(answer.headers.get('etag')).toBe(`"${hash}"`);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toBe(
        "default-src 'none';frame-ancestors 'self'",
      );
    }
  });

  it('leaves everything it cannot decide from memory to the route', async () => {
    const cookie = `marquee_screen=${credential}`;
    const asked = [
      await poll({ cookie }),
      await poll({ cookie, 'if-none-match': '"an older hash"' }),
      await poll({ cookie: 'marquee_screen=unknown', 'if-none-match': `"${hash}"` }),
      await poll({ 'if-none-match': `"${hash}"` }),
      await poll({ cookie, 'if-none-match': `"${hash}"` }, { method: 'HEAD' }),
      await poll({ cookie, 'if-none-match': `"${hash}"` }, {}, `${url}?again=1`),
    ];
    expect(asked.map((answer) => answer.status)).toEqual([418, 418, 418, 418, 418, 418]);
  });
});
