import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

const clientId = 'signage-app';
const redirectUri = 'http://localhost/callback';

export interface IssuedToken {
  /** Who signs in; the issuer takes any subject (it keeps no users of its own). */
  subject: string;
  /** The `aud` asked for; defaults to the issuer's API audience. */
  audience?: string;
  /** Claims the issuer adds to the access token, as some issuers add `email`. */
  claims?: Record<string, unknown>;
  lifetimeSeconds?: number;
}

export interface ExternalIssuer {
  url: string;
  /** Runs the authorization code flow with PKCE for the subject and answers the access token. */
  accessToken(token: IssuedToken): Promise<string>;
  close(): Promise<void>;
}

/** The browser side of the flow: cookies carried from answer to answer, redirects by hand. */
class Browser {
  private readonly cookies = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: [...this.cookies].map((c) => c.join('=')).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      this.cookies.set(name, value.join('='));
    }
    return response;
  }

  /** Follows redirects until one leaves the issuer, and answers that address. */
  async follow(url: string): Promise<URL> {
    let next = new URL(url);
    while (next.origin !== new URL(redirectUri).origin) {
      const response = await this.fetch(next.href);
      const location = response.headers.get('location');
      if (!location) throw new Error(`${next.pathname} answered ${response.status}`);
      next = new URL(location, next);
    }
    return next;
  }
}

/**
 * A second, independent OpenID Connect issuer on loopback with its own keys and no knowledge of
 * Marquee: it signs whoever the test names in and issues JWT access tokens for any audience.
 */
export async function startExternalIssuer(apiAudience: string): Promise<ExternalIssuer> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex') };
  let current: IssuedToken = { subject: '' };

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(url, {
    clients: [
      {
        client_id: clientId,
        token_endpoint_auth_method: 'none',
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AuthorizationCode: 60, IdToken: 600 },
    scopes: ['openid', 'api'],
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub }) }),
    extraTokenClaims: () => current.claims,
    // Nobody is asked for consent: every grant covers the audience of the token asked for.
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({
        clientId,
        accountId: ctx.oidc.session?.accountId,
      });
      grant.addOIDCScope('openid api');
      grant.addResourceScope(current.audience ?? apiAudience, 'api');
      await grant.save();
      return grant;
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => current.audience ?? apiAudience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, audience) => ({
          scope: 'api',
          audience,
          accessTokenTTL: current.lifetimeSeconds ?? 600,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
  });
  const callback = provider.callback();
  server.on('request', (request, response) => {
    // The issuer's sign-in page: whoever the test named signs in at once.
    if (request.url?.startsWith('/interaction/')) {
      void provider.interactionFinished(request, response, {
        login: { accountId: current.subject },
      });
      return;
    }
    void callback(request, response);
  });

  async function accessToken(token: IssuedToken): Promise<string> {
    current = token;
    const browser = new Browser();
    const verifier = randomBytes(32).toString('base64url');
    const resource = token.audience ?? apiAudience;
    const authorize = new URL(`${url}/auth`);
    authorize.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid api',
      resource,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    const code = (await browser.follow(authorize.href)).searchParams.get('code');
    if (!code) throw new Error('The issuer sent no code back');
    const response = await browser.fetch(`${url}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: clientId,
        code_verifier: verifier,
        resource,
      }),
    });
    const body = (await response.json()) as { access_token?: string };
    if (!body.access_token) throw new Error(`The token endpoint answered ${response.status}`);
    return body.access_token;
  }

  return {
    url,
    accessToken,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
