import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { Unauthorized } from '../../platform/errors';
import { hashCredential } from './screen-credentials';
import type { ScreenHub } from './screen-hub';
import type { ScreenSession } from './screen-session';

export const credentialCookie = 'marquee_screen';
/** The credential outlives any pairing code; screens are replaced long before this. */
const cookieMaxAgeSeconds = 10 * 365 * 24 * 3600;

/** The Set-Cookie that hands the screen its credential, out of reach of page scripts. */
export function credentialCookieHeader(credential: string, isHttps: boolean): string {
  return [
    `${credentialCookie}=${credential}`,
    'Path=/screen-api',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${cookieMaxAgeSeconds}`,
    ...(isHttps ? ['Secure'] : []),
  ].join('; ');
}

/** The credential a request carries: the cookie, or `Authorization: Bearer` for cookieless screens. */
export function credentialOf(headers: IncomingHttpHeaders): string | null {
  const authorization = headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim() || null;
  for (const part of (headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === credentialCookie) return value.join('=') || null;
  }
  return null;
}

/** The session of the screen making the request; 401 without a credential that counts. */
export async function requireSession(
  hub: ScreenHub,
  request: FastifyRequest,
  { mustBePaired }: { mustBePaired: boolean },
): Promise<ScreenSession> {
  const credential = credentialOf(request.headers);
  const session = credential ? await hub.session(hashCredential(credential)) : null;
  if (!session) throw new Unauthorized('This screen is not registered; register again');
  if (mustBePaired && !session.playerId) throw new Unauthorized('This screen is not paired yet');
  return session;
}
