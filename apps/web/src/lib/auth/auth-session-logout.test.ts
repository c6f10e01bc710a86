import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthSession } from './auth-session';

const removeUser = vi.fn(async () => {});
const signoutRedirect = vi.fn(async () => {});
vi.mock('oidc-client-ts', () => ({
  UserManager: class {
    removeUser = removeUser;
    signoutRedirect = signoutRedirect;
  },
  WebStorageStateStore: class {},
}));

const assign = vi.fn();
const signInConfiguration = {
  authority: 'https://signs.example/oidc',
  clientId: 'marquee-app',
  scope: 'openid',
};
beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('location', { ...window.location, assign });
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(signInConfiguration)));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function session() {
  return new AuthSession('player', 'https://signs.example', localStorage);
}

describe('logout', () => {
  it('goes to the root without a stored provider', async () => {
    const auth = session();
    auth.tokens.write({ accessToken: 'a.b.c' });
    await auth.signOut();
    expect(assign).toHaveBeenCalledWith('/');
    expect(auth.tokens.read()).toBeNull();
  });

  it('goes straight to /logins/{provider} after a temporary login', async () => {
    const auth = session();
    auth.loginProvider.arrive('acme');
    auth.tokens.write({ accessToken: 'a.b.c' });
    await auth.signOut();
    expect(assign).toHaveBeenCalledWith('/logins/acme');
  });

  it('leaves through end-session with a note for the root to forward to /logins/{provider}', async () => {
    const auth = session();
    auth.loginProvider.arrive('acme');
    auth.tokens.write({ accessToken: 'a.b.c', idToken: 'i.d.t' });
    await auth.signOut();
    expect(signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'i.d.t' });
    expect(assign).not.toHaveBeenCalled();
    expect(auth.loginProvider.pendingReturn()).toBe('/logins/acme');
  });
});
