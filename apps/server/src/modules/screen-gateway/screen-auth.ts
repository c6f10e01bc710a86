import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { Unauthorized } from '../../platform/errors';
import { hashCredential } from './screen-credentials';
import type { ScreenHub } from './screen-hub';
import type { ScreenSession } from './screen-session';

export const credentialCookie = 'marquee_screen';
/** The credential outlives any pairing code; screens are replaced long before this. */
const cookieMaxAgeSeconds = 10 * 365 * 24 * 3600;

/**
 * Where the screen's credential goes: its gateway, and the two places a sign's frame loads from
 * (its documents and its template's files), whose requests the frame makes without the app's
 * help. Nowhere else: the screen app's own pages need no credential.
 */
const credentialPaths = ['/screen-api', '/screen/signs', '/screen/sign-templates'] as const;

/** The Set-Cookies that hand the screen its credential, out of reach of page scripts. */
export function credentialCookieHeaders(credential: string, isHttps: boolean): string[] {
  return credentialPaths.map((path) =>
    [
      `${credentialCookie}=${credential}`,
      `Path=${path}`,
      'HttpOnly',
      'SameSite=Strict',
      `Max-Age=${cookieMaxAgeSeconds}`,
      ...(isHttps ? ['Secure'] : []),
    ].join('; '),
  );
}

/** The credential a request carries: the cookie, or `Authorization: Bearer` for cookieless screens. */
export function credentialOf(headers: IncomingHttpHeaders): string | null {
  const bearer = bearerOf(headers);
  return bearer === undefined ? cookieOf(headers, credentialCookie) : bearer;
}

/** The token of `Authorization: Bearer` (null when empty); undefined without one. */
export function bearerOf(headers: IncomingHttpHeaders): string | null | undefined {
  const authorization = headers.authorization;
  return authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() || null : undefined;
}

/** The value of one cookie of a request, or null. */
export function cookieOf(headers: IncomingHttpHeaders, name: string): string | null {
  // Read in place: every poll of every screen passes here, and splitting the whole header into
  // pieces made garbage of the other cookies each time.
  const cookies = headers.cookie ?? '';
  for (let start = 0; start < cookies.length;) {
    const semicolon = cookies.indexOf(';', start);
    const end = semicolon === -1 ? cookies.length : semicolon;
    const equals = cookies.indexOf('=', start);
    if (equals !== -1 && equals < end && cookies.slice(start, equals).trim() === name) {
      return cookies.slice(equals + 1, end).trim() || null;
    }
    start = end + 1;
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
