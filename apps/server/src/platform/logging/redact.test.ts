import { describe, expect, it } from 'vitest';
import { redactUrl, scrubText } from './redact';

describe('redactUrl', () => {
  it.each([
    ['/oidc/password/reset?token=abc.def', '/oidc/password/reset?token=[REDACTED]'],
    [
      '/signin?code=xyz&state=s1&iss=http%3A%2F%2Fh',
      '/signin?code=[REDACTED]&state=[REDACTED]&iss=http%3A%2F%2Fh',
    ],
    ['/oidc/session/end?id_token_hint=e.y.j', '/oidc/session/end?id_token_hint=[REDACTED]'],
    [
      '/x?access_token=a&refresh_token=b&client_secret=c',
      '/x?access_token=[REDACTED]&refresh_token=[REDACTED]&client_secret=[REDACTED]',
    ],
    [
      '/x?playerSecret=p&Password=q&code_verifier=v',
      '/x?playerSecret=[REDACTED]&Password=[REDACTED]&code_verifier=[REDACTED]',
    ],
    [
      '/api/users?SearchText=ann%40x.se&MaxItemsInResult=50',
      '/api/users?SearchText=[REDACTED]&MaxItemsInResult=50',
    ],
    ['/x?%74oken=encoded-name', '/x?%74oken=[REDACTED]'],
    ['/api/users/ann@example.com/roles', '/api/users/[REDACTED]/roles'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('leaves an address without secrets as it is', () => {
    const url = '/api/roles/?MaxItemsInResult=20&SkipItemsInResult=40&flag';
    expect(redactUrl(url)).toBe(url);
  });
});

describe('scrubText', () => {
  it('drops the values of a failed statement and the input PostgreSQL quotes', () => {
    const message =
      'Failed query: select $1::integer, $2\nparams: Ann Lind,correct horse battery staple';
    expect(scrubText(message)).toBe('Failed query: select $1::integer, $2\nparams: [REDACTED]');
    expect(scrubText('invalid input syntax for type integer: "Ann Lind"')).toBe(
      'invalid input syntax for type integer: "[REDACTED]"',
    );
  });

  it('redacts addresses quoted in a message and e-mail addresses', () => {
    expect(scrubText('Reply was already sent for "/oidc/password/reset?token=abc" (GET)')).toBe(
      'Reply was already sent for "/oidc/password/reset?token=[REDACTED]" (GET)',
    );
    expect(scrubText('No user ann.lind+x@example.co.uk here')).toBe('No user [REDACTED] here');
  });
});
