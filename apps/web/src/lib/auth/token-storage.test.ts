import { afterEach, describe, expect, it } from 'vitest';
import { createTokenStorage, tokenKeys } from './token-storage';

afterEach(() => localStorage.clear());

describe('token storage', () => {
  it("uses each app's own pair of keys", () => {
    expect(tokenKeys('player')).toEqual({
      access: 'marquee.app.access_token',
      id: 'marquee.app.id_token',
    });
    expect(tokenKeys('support')).toEqual({
      access: 'marquee.support.access_token',
      id: 'marquee.support.id_token',
    });
  });

  it('keeps the two apps apart and clears only its own', () => {
    const app = createTokenStorage('player', localStorage);
    const console = createTokenStorage('support', localStorage);
    app.write({ accessToken: 'a1', idToken: 'i1' });
    console.write({ accessToken: 's1' });
    expect(localStorage.getItem('marquee.app.access_token')).toBe('a1');
    expect(localStorage.getItem('marquee.app.id_token')).toBe('i1');
    app.clear();
    expect(app.read()).toBeNull();
    expect(console.read()).toEqual({ accessToken: 's1', idToken: undefined });
  });
});
