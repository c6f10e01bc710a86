import { User, UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it } from 'vitest';
import { oidcSettings } from './oidc-settings';

afterEach(() => localStorage.clear());

describe('OIDC settings', () => {
  it('signs the customer app in with code + PKCE under its own client id', () => {
    const settings = oidcSettings('player', 'https://signs.example', localStorage);
    expect(settings).toMatchObject({
      authority: 'https://signs.example/oidc',
      client_id: 'marquee-app',
      redirect_uri: 'https://signs.example/signin',
      post_logout_redirect_uri: 'https://signs.example/',
      response_type: 'code',
      scope: 'openid profile email offline_access',
    });
  });

  it('gives the console its client id and addresses under /support/', () => {
    const settings = oidcSettings('support', 'https://signs.example', localStorage);
    expect(settings.client_id).toBe('marquee-support');
    expect(settings.redirect_uri).toBe('https://signs.example/support/signin');
    expect(settings.post_logout_redirect_uri).toBe('https://signs.example/support/');
  });

  it("keeps oidc-client-ts's own records under the app's prefix", async () => {
    const manager = new UserManager(oidcSettings('support', 'https://signs.example', localStorage));
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
