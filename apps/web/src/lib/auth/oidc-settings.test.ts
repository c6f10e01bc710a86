import { User, UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it } from 'vitest';
import type { SignInConfiguration } from './client-configuration';
import { oidcSettings } from './oidc-settings';

afterEach(() => localStorage.clear());

const scope = 'openid profile email offline_access';
const ownIssuer = (clientId: string): SignInConfiguration => ({
  authority: 'https://signs.example/oidc',
  clientId,
  scope,
});

describe('OIDC settings', () => {
  it('signs the customer app in with code + PKCE under its own client id', () => {
    const settings = oidcSettings(
      'player',
      'https://signs.example',
      localStorage,
      ownIssuer('marquee-app'),
    );
    expect(settings).toMatchObject({
      authority: 'https://signs.example/oidc',
      client_id: 'marquee-app',
      redirect_uri: 'https://signs.example/signin',
      post_logout_redirect_uri: 'https://signs.example/',
      response_type: 'code',
      scope,
    });
  });

  it('gives the console its client id and addresses under /support/', () => {
    const settings = oidcSettings(
      'support',
      'https://signs.example',
      localStorage,
      ownIssuer('marquee-support'),
    );
    expect(settings.client_id).toBe('marquee-support');
    expect(settings.redirect_uri).toBe('https://signs.example/support/signin');
    expect(settings.post_logout_redirect_uri).toBe('https://signs.example/support/');
  });

  it('signs in at an external issuer but comes back to the app’s own origin', () => {
    const external = {
      authority: 'https://login.example.com/realms/signage',
      clientId: 'signage-console',
      scope: 'openid email offline_access api://signage',
    };
    const settings = oidcSettings('support', 'https://signs.example', localStorage, external);
    expect(settings).toMatchObject({
      authority: 'https://login.example.com/realms/signage',
      client_id: 'signage-console',
      scope: 'openid email offline_access api://signage',
      redirect_uri: 'https://signs.example/support/signin',
      post_logout_redirect_uri: 'https://signs.example/support/',
      response_type: 'code',
    });
  });

  it("keeps oidc-client-ts's own records under the app's prefix", async () => {
    const manager = new UserManager(
      oidcSettings('support', 'https://signs.example', localStorage, ownIssuer('marquee-support')),
    );
    await manager.storeUser(
      new User({
        access_token: 'a',
        token_type: 'Bearer',
        profile: { sub: 's', iss: 'i', aud: 'a', exp: 0, iat: 0 },
      }),
    );
    const keys = Object.keys(localStorage);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^marquee\.support\.oidc\.user:/);
  });
});
