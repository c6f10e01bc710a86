import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { testConfig } from './build-test-app';

export type ClientId = 'marquee-app' | 'marquee-support';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  idToken: string;
  /** The browser's cookies, holding the identity server's session (for end-session). */
  browser: CookieJar;
}

/** The cookies of one browser, enough for the identity server's session and interaction. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      expires?: Date;
      maxAge?: number;
    }>) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The path and query of a redirect, to follow it with `inject`. */
export function redirectTarget(response: LightMyRequestResponse): URL {
  const location = response.headers.location;
  if (typeof location !== 'string') {
    throw new Error(
      `Expected a redirect, got ${response.statusCode}: ${response.body.slice(0, 300)}`,
    );
  }
  return new URL(location, 'http://localhost');
}

/** The redirect URI of a client, under the test configuration's public URL. */
export function redirectUriOf(client: ClientId): string {
  const base = testConfig().publicUrl;
  return client === 'marquee-app' ? `${base}/signin` : `${base}/support/signin`;
}

export interface AuthorizationStart {
  jar: CookieJar;
  /** `/oidc/interaction/{uid}`: where the sign-in form is. */
  interactionPath: string;
  verifier: string;
  state: string;
}

/** Starts an authorization code + PKCE request as the app would, up to the sign-in form. */
export async function startAuthorization(
  app: FastifyInstance,
  client: ClientId = 'marquee-app',
  extra: Record<string, string> = {},
): Promise<AuthorizationStart> {
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('base64url');
  const query = new URLSearchParams({
    client_id: client,
    redirect_uri: redirectUriOf(client),
    response_type: 'code',
    scope: 'openid profile email offline_access',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    ...extra,
  });
  const response = await app.inject({ method: 'GET', url: `/oidc/auth?${query}` });
  jar.store(response);
  return { jar, interactionPath: redirectTarget(response).pathname, verifier, state };
}

/** Posts the sign-in form of a started authorization. */
export async function submitCredentials(
  app: FastifyInstance,
  start: AuthorizationStart,
  email: string,
  password: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: start.interactionPath,
    headers: { cookie: start.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(),
  });
  start.jar.store(response);
  return response;
}

/** Follows the provider's redirects from the sign-in form back to the app's redirect URI. */
async function followToCode(
  app: FastifyInstance,
  start: AuthorizationStart,
  first: LightMyRequestResponse,
) {
  let response = first;
  for (let hop = 0; hop < 5; hop += 1) {
    const target = redirectTarget(response);
    const code = target.searchParams.get('code');
    if (code) {
      if (target.searchParams.get('state') !== start.state) throw new Error('State mismatch');
      return code;
    }
    response = await app.inject({
      method: 'GET',
      url: target.pathname + target.search,
      headers: { cookie: start.jar.header() },
    });
    start.jar.store(response);
  }
  throw new Error('No authorization code after 5 redirects');
}

/** Exchanges a refresh token; the answer's new refresh token replaces the old one. */
export function refreshTokens(
  app: FastifyInstance,
  refreshToken: string,
  client: ClientId = 'marquee-app',
) {
  return app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: client,
    }).toString(),
  });
}

/**
 * Signs in through the real flow (authorization code + PKCE, the sign-in form, the token
 * endpoint) and returns the tokens the app would hold.
 */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  client: ClientId = 'marquee-app',
  /** Extra authorization parameters, e.g. `{ prompt: 'consent' }` or `{ ui_locales: 'sv' }`. */
  extra: Record<string, string> = {},
): Promise<Tokens> {
  const start = await startAuthorization(app, client, extra);
  const submitted = await submitCredentials(app, start, email, password);
  const code = await followToCode(app, start, submitted);
  const response = await app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUriOf(client),
      client_id: client,
      code_verifier: start.verifier,
    }).toString(),
  });
  if (response.statusCode !== 200)
    throw new Error(`Token endpoint answered ${response.statusCode}: ${response.body}`);
  const body = response.json<{ access_token: string; refresh_token: string; id_token: string }>();
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    idToken: body.id_token,
    browser: start.jar,
  };
}

/** The header a signed-in call carries. */
export function bearer(tokens: Pick<Tokens, 'accessToken'>) {
  return { authorization: `Bearer ${tokens.accessToken}` };
}
