import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearerCandidate, bearerToken } from './bearer-token';

const withHeader = (authorization?: string) => ({ headers: { authorization } }) as FastifyRequest;

describe('the bearer token of a request', () => {
  it('reads the token after the scheme, whatever its case and spacing', () => {
    expect(bearerToken(withHeader('Bearer abc.DEF-_~+/=='))).toBe('abc.DEF-_~+/==');
    expect(bearerToken(withHeader('bearer \t abc'))).toBe('abc');
  });

  it('finds none without the scheme or with a token of the wrong syntax', () => {
    expect(bearerToken(withHeader())).toBeUndefined();
    expect(bearerToken(withHeader('Basic abc'))).toBeUndefined();
    expect(bearerToken(withHeader('Bearerabc'))).toBeUndefined();
    expect(bearerToken(withHeader('Bearer abc def'))).toBeUndefined();
    expect(bearerToken(withHeader('Bearer abc=def'))).toBeUndefined();
  });

  it('leaves the syntax of a candidate to be checked only when it is not known', () => {
    expect(bearerCandidate(withHeader('Bearer abc def'))).toBe('abc def');
  });
});
