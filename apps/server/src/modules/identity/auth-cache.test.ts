import { describe, expect, it } from 'vitest';
import type { AccessTokenClaims } from './access-token';
import { AuthCache } from './auth-cache';
import type { LoadedAuth } from './load-auth-context';

const claims: AccessTokenClaims = { sub: 'user-1', exp: 0, userType: 'Customer' };

function loaded(userCode: string): LoadedAuth {
  return {
    context: { userCode } as LoadedAuth['context'],
    dependsOn: ['user:1', 'account:1', 'role:1'],
  };
}

/** A cache hearing changes, and a loader that counts its database trips. */
function setUp() {
  const cache = new AuthCache();
  cache.setHearingChanges(true);
  cache.listenWith(async () => {});
  let loads = 0;
  const load = async () => {
    loads += 1;
    return loaded(`load-${loads}`);
  };
  return { cache, load, loads: () => loads };
}

describe('the sign-in cache', () => {
  it('loads once, then answers from memory until a row it rests on changes', async () => {
    const { cache, load, loads } = setUp();
    await cache.resolve(claims, load);
    await cache.resolve(claims, load);
    expect(loads()).toBe(1);
    cache.forget('role:2');
    expect((await cache.resolve(claims, load))?.userCode).toBe('load-1');
    cache.forget('role:1');
    expect((await cache.resolve(claims, load))?.userCode).toBe('load-2');
  });

  it('does not keep a load that a change overlapped', async () => {
    const { cache, load, loads } = setUp();
    await cache.resolve(claims, async () => {
      cache.forget('user:1');
      return load();
    });
    await cache.resolve(claims, load);
    expect(loads()).toBe(2);
  });

  it('keeps nothing while changes may go unheard, and forgets what it kept', async () => {
    const { cache, load, loads } = setUp();
    await cache.resolve(claims, load);
    cache.setHearingChanges(false);
    await cache.resolve(claims, load);
    await cache.resolve(claims, load);
    expect(loads()).toBe(3);
  });

  it('loads afresh when it cannot catch up with the changes', async () => {
    const { cache, load, loads } = setUp();
    await cache.resolve(claims, load);
    cache.listenWith(() => Promise.reject(new Error('Not listening')));
    await cache.resolve(claims, load);
    expect(loads()).toBe(2);
  });

  it('remembers verified claims only until the token expires', () => {
    const cache = new AuthCache();
    cache.rememberClaims('token', claims, 100);
    expect(cache.verifiedClaims('token', 99_999)).toBe(claims);
    expect(cache.verifiedClaims('token', 100_000)).toBeUndefined();
  });

  it('takes no other token for a verified one, even one ending the same way', () => {
    const cache = new AuthCache();
    const signature = 's'.repeat(64);
    cache.rememberClaims(`header.payload.${signature}`, claims, 100);
    expect(cache.verifiedClaims(`header.payload.${signature}`, 0)).toBe(claims);
    expect(cache.verifiedClaims(`header.forged.${signature}`, 0)).toBeUndefined();
    expect(cache.verifiedClaims(signature, 0)).toBeUndefined();
  });
});
