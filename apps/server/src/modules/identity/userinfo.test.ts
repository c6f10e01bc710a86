import type { FastifyInstance, InjectOptions } from 'fastify';
import { decodeJwt } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import {
  createCustomerAccount,
  createSupportUser,
  testPassword,
} from '../../test/identity-factories';
import { injectedFetch } from '../../test/injected-fetch';
import { mintSupportAccessToken } from './support-access-token';
import { bearer, CookieJar, redirectTarget, redirectUriOf } from '../../test/sign-in';

let app: FastifyInstance;
let customer: Awaited<ReturnType<typeof createCustomerAccount>>;

beforeAll(async () => {
  app = await buildTestApp();
  customer = await createCustomerAccount(app.database.db);
});
afterAll(() => app.close());

/** What a browser does between the authorization address and the return with a code. */
async function signInInBrowser(authorizationUrl: URL, email: string, password: string) {
  const jar = new CookieJar();
  const inject = async (request: InjectOptions) => {
    const response = await app.inject({
      ...request,
      headers: { ...request.headers, cookie: jar.header() },
    });
    jar.store(response);
    return response;
  };
  const start = await inject({
    method: 'GET',
    url: authorizationUrl.pathname + authorizationUrl.search,
  });
  let response = await inject({
    method: 'POST',
    url: redirectTarget(start).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(),
  });
  for (let hop = 0; hop < 5; hop += 1) {
    const location = String(response.headers.location);
    if (location.startsWith(redirectUriOf('marquee-app'))) return new URL(location);
    const target = redirectTarget(response);
    response = await inject({ method: 'GET', url: target.pathname + target.search });
  }
  throw new Error('The sign-in never returned to the app');
}

describe('a certified OpenID Connect client', () => {
  it("signs in with the apps' code flow and PKCE, then reads userinfo with the access token", async () => {
    const configuration = await client.discovery(
      new URL(`${app.config.publicUrl}/oidc`),
      'marquee-app',
      undefined,
      client.None(),
      { execute: [client.allowInsecureRequests], [client.customFetch]: injectedFetch(app) },
    );
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const authorizationUrl = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUriOf('marquee-app'),
      scope: 'openid profile email offline_access',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    const callback = await signInInBrowser(authorizationUrl, customer.owner.email, testPassword);
    const tokens = await client.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    expect(tokens.scope?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    const sub = tokens.claims()?.sub ?? '';
    expect(sub).toBe(customer.owner.userCode);

    const userinfo = await client.fetchUserInfo(configuration, tokens.access_token, sub);
    expect(userinfo).toMatchObject({
      sub,
      email: customer.owner.email,
      email_verified: true,
      name: `${customer.owner.firstName} ${customer.owner.lastName}`,
      given_name: customer.owner.firstName,
    });

    // The same token is still the API's JWT.
    expect(decodeJwt(tokens.access_token).aud).toBe(`${app.config.publicUrl}/api`);
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/signedInUser',
      headers: bearer({ accessToken: tokens.access_token }),
    });
    expect(me.statusCode).toBe(200);
  });
});

describe('userinfo refuses', () => {
  it('no token, a forged token and a token without the openid scope, with a Bearer challenge', async () => {
    const none = await app.inject({ method: 'GET', url: '/oidc/me' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.json()).toEqual({ success: { ok: false, message: expect.any(String) } });

    const forged = await app.inject({
      method: 'GET',
      url: '/oidc/me',
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.headers['www-authenticate']).toBe('Bearer error="invalid_token"');

    const server = await app.identityServer();
    const support = await createSupportUser(app.database.db);
    const supportAccess = await mintSupportAccessToken({
      signingKey: server.signingKey,
      issuer: server.localIssuer,
      audience: server.audience,
      supportUserCode: support.userCode,
      accountCode: customer.account.accountCode,
    });
    const scopeless = await app.inject({
      method: 'POST',
      url: '/oidc/me',
      headers: { authorization: `Bearer ${supportAccess}` },
    });
    expect(scopeless.statusCode).toBe(403);
    expect(scopeless.headers['www-authenticate']).toBe('Bearer error="insufficient_scope"');
  });
});
