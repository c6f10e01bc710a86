import { describe, expect, it } from 'vitest';
import {
  temporaryLoginAddress,
  temporaryLoginMessageType,
  tokenFromFragment,
  tokenFromMessage,
} from './temporary-login';

const token = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJzMSJ9.c2lnbmF0dXJl';

describe('temporary login', () => {
  it('round-trips a support-user token through the /logins address', () => {
    const address = temporaryLoginAddress('https://signs.example', 'acme', token);
    expect(address).toBe(`https://signs.example/logins/acme#access_token=${token}`);
    expect(tokenFromFragment(new URL(address).hash)).toBe(token);
  });

  it('takes a token only from a well-formed parent message', () => {
    expect(tokenFromMessage({ type: temporaryLoginMessageType, accessToken: token })).toBe(token);
    expect(tokenFromMessage({ type: 'other', accessToken: token })).toBeNull();
    expect(
      tokenFromMessage({ type: temporaryLoginMessageType, accessToken: '<script>' }),
    ).toBeNull();
    expect(tokenFromMessage('text')).toBeNull();
  });
});
