import { beforeEach, describe, expect, it } from 'vitest';
import { createLoginProviderStorage } from './login-provider';

beforeEach(() => localStorage.clear());

describe('login provider', () => {
  it('ends a logout at the root until someone comes in through an account login page', () => {
    const provider = createLoginProviderStorage('player', localStorage);
    expect(provider.afterLogoutPath()).toBe('/');
    provider.arrive('acme retail');
    expect(localStorage.getItem('marquee.app.login_provider')).toBe('acme retail');
    expect(provider.afterLogoutPath()).toBe('/logins/acme%20retail');
    provider.arrive(undefined);
    expect(provider.afterLogoutPath()).toBe('/');
    expect(localStorage.getItem('marquee.app.login_provider')).toBeNull();
  });

  it('keeps each app apart under its own keys', () => {
    createLoginProviderStorage('player', localStorage).arrive('acme');
    expect(createLoginProviderStorage('support', localStorage).afterLogoutPath()).toBe('/');
  });

  it('notes a return through the root until the login page is reached', () => {
    const provider = createLoginProviderStorage('player', localStorage);
    provider.noteReturn('/');
    expect(provider.pendingReturn()).toBeNull();
    provider.noteReturn('/logins/acme');
    expect(localStorage.getItem('marquee.app.logout_return_to')).toBe('/logins/acme');
    expect(provider.pendingReturn()).toBe('/logins/acme');
    provider.arrive('acme');
    expect(provider.pendingReturn()).toBeNull();
    expect(provider.afterLogoutPath()).toBe('/logins/acme');
  });
});
