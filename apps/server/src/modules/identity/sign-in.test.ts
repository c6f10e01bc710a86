import type { FastifyInstance } from 'fastify';
import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createCustomerAccount, testPassword } from '../../test/identity-factories';
import { createTokenVerifier } from './access-token';
import { loadIdentityKeys, rotateSigningKey } from './oidc/identity-keys';
import {
  bearer,
  refreshTokens,
  signIn,
  startAuthorization,
  submitCredentials,
} from '../../test/sign-in';

let app: FastifyInstance;
let customer: Awaited<ReturnType<typeof createCustomerAccount>>;

beforeAll(async () => {
  app = await buildTestApp();
  customer = await createCustomerAccount(app.database.db);
});
afterAll(() => app.close());

describe('identity server discovery', () => {
  it('publishes its configuration under /oidc with PKCE S256 and the code flow only', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
    });
    expect(response.statusCode).toBe(200);
    const document = response.json<Record<string, unknown>>();
    expect(document.issuer).toBe('http://localhost:8080/oidc');
    expect(document.response_types_supported).toEqual(['code']);
    expect(document.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('publishes only public RS256 keys', async () => {
    const response = await app.inject({ method: 'GET', url: '/oidc/jwks' });
    const { keys } = response.json<{ keys: Array<Record<string, unknown>> }>();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key.kty).toBe('RSA');
      expect(key.d).toBeUndefined();
    }
  });
});

describe('signing in', () => {
  it('issues a 15-minute RS256 access token for the API naming user, account and user type', async () => {
    const tokens = await signIn(app, customer.owner.email, testPassword);
    expect(decodeProtectedHeader(tokens.accessToken).alg).toBe('RS256');
    const claims = decodeJwt(tokens.accessToken);
    expect(claims.aud).toBe('http://localhost:8080/api');
    expect(claims.sub).toBe(customer.owner.userCode);
    expect(claims.accountCode).toBe(customer.account.accountCode);
    expect(claims.userType).toBe('Customer');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/signedInUser',
      headers: bearer(tokens),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      email: customer.owner.email,
      isOwner: true,
      isAdmin: true,
    });
  });

  it('shows the sign-in form with the labels Email and Password and a Sign in button', async () => {
    const start = await startAuthorization(app);
    const page = await app.inject({
      method: 'GET',
      url: start.interactionPath,
      headers: { cookie: start.jar.header() },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="email">Email</label>');
    expect(page.body).toContain('<label for="password">Password</label>');
    expect(page.body).toMatch(/<button type="submit">Sign in<\/button>/);
  });

  it('shows the sign-in form in Swedish when the browser asks for it', async () => {
    const start = await startAuthorization(app);
    const page = await app.inject({
      method: 'GET',
      url: start.interactionPath,
      headers: { cookie: start.jar.header(), 'accept-language': 'sv-SE,sv;q=0.9' },
    });
    expect(page.body).toContain('<html lang="sv">');
    expect(page.body).toContain('Lösenord');
  });

  it('answers a wrong password and an unknown address alike, with 401 and no redirect', async () => {
    const wrong = await submitCredentials(
      app,
      await startAuthorization(app),
      customer.owner.email,
      'not the password',
    );
    const unknown = await submitCredentials(
      app,
      await startAuthorization(app),
      'nobody@nowhere.example.com',
      'whatever it is',
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.headers.location).toBeUndefined();
    expect(wrong.body).toContain('The email or password is not correct.');
    expect(unknown.body).toContain('The email or password is not correct.');
  });

  it('refuses the implicit flow', async () => {
    const query = new URLSearchParams({
      client_id: 'marquee-app',
      redirect_uri: 'http://localhost:8080/signin',
      response_type: 'token',
      scope: 'openid',
    });
    const response = await app.inject({ method: 'GET', url: `/oidc/auth?${query}` });
    const location = response.headers.location ?? '';
    expect(
      response.statusCode === 400 || String(location).includes('error=unsupported_response_type'),
    ).toBe(true);
    expect(String(location)).not.toContain('access_token');
  });
});

describe('refreshing and verifying tokens', () => {
  it('rotates refresh tokens: each one works once', async () => {
    const tokens = await signIn(app, customer.owner.email, testPassword);
    const first = await refreshTokens(app, tokens.refreshToken);
    expect(first.statusCode).toBe(200);
    expect(first.json().refresh_token).not.toBe(tokens.refreshToken);
    const reused = await refreshTokens(app, tokens.refreshToken);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('invalid_grant');
  });

  it('answers 401 for a missing, tampered or foreign token', async () => {
    const tokens = await signIn(app, customer.owner.email, testPassword);
    const [header, payload, signature] = tokens.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
      'base64url',
    );
    for (const headers of [
      {},
      { authorization: `Bearer ${header}.${forged}.${signature}` },
      { authorization: 'Bearer nonsense' },
    ]) {
      const response = await app.inject({ method: 'GET', url: '/api/users/signedInUser', headers });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('ending the session and rotating keys', () => {
  it('signs out through end-session, after which the refresh token no longer works', async () => {
    const tokens = await signIn(app, customer.owner.email, testPassword);
    const query = new URLSearchParams({
      id_token_hint: tokens.idToken,
      post_logout_redirect_uri: 'http://localhost:8080/',
    });
    const page = await app.inject({
      method: 'GET',
      url: `/oidc/session/end?${query}`,
      headers: { cookie: tokens.browser.header() },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Do you want to sign out?');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const confirmed = await app.inject({
      method: 'POST',
      url: '/oidc/session/end/confirm',
      headers: {
        cookie: tokens.browser.header(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('http://localhost:8080/');
    expect((await refreshTokens(app, tokens.refreshToken)).statusCode).toBe(400);
  });

  it('answers 401 for an expired token signed with our own key', async () => {
    const server = await app.identityServer();
    const key = await importJWK(server.signingKey, 'RS256');
    const expired = await new SignJWT({
      userType: 'Customer',
      accountCode: customer.account.accountCode,
    })
      .setProtectedHeader({ alg: 'RS256', kid: server.signingKey.kid })
      .setIssuer(server.localIssuer)
      .setAudience(server.audience)
      .setSubject(customer.owner.userCode)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const response = await app.inject({
      method: 'GET',
      url: '/api/users/signedInUser',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('keeps verifying tokens of an older key after a new signing key is added', async () => {
    const tokens = await signIn(app, customer.owner.email, testPassword);
    await rotateSigningKey(app.database.db);
    const keys = await loadIdentityKeys(app.database.db);
    expect(keys.signing).toHaveLength(2);
    expect(keys.signing[1]?.kid).toBe((await app.identityServer()).signingKey.kid);
    const verify = createTokenVerifier({
      issuer: 'http://localhost:8080/oidc',
      audience: 'http://localhost:8080/api',
      keys: keys.signing,
    });
    expect((await verify(tokens.accessToken)).ok).toBe(true);
  });
});

describe('consent', () => {
  it('grants our own apps without a consent screen even when they ask with prompt=consent', async () => {
    const tokens = await signIn(app, customer.owner.email, testPassword, 'marquee-app', {
      prompt: 'consent',
    });
    expect(tokens.refreshToken).toBeTruthy();
    expect(decodeJwt(tokens.accessToken).aud).toBe('http://localhost:8080/api');
  });
});
