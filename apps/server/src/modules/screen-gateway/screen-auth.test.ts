import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { credentialOf } from './screen-auth';
import { hashCredential } from './screen-credentials';

describe("a screen's credential", () => {
  it('is read from its cookie wherever it stands among the others', () => {
    const cookies = [
      'marquee_screen=abc',
      'other=1; marquee_screen=abc',
      'other=1;marquee_screen=abc; last=2',
      ' marquee_screen = abc ;other=x=y',
    ];
    for (const cookie of cookies) expect(credentialOf({ cookie }), cookie).toBe('abc');
    // A value may itself hold '=' (base64 padding).
    expect(credentialOf({ cookie: 'marquee_screen=ab==; x=1' })).toBe('ab==');
  });

  it('is none when the cookie is missing, empty or only looks like it', () => {
    const cookies = ['', 'other=1', 'marquee_screen=', 'marquee_screen', 'x_marquee_screen=abc'];
    for (const cookie of cookies) expect(credentialOf({ cookie }), cookie).toBeNull();
    expect(credentialOf({})).toBeNull();
  });

  it('is read from a bearer header before the cookie', () => {
    const headers = { authorization: 'Bearer xyz', cookie: 'marquee_screen=abc' };
    expect(credentialOf(headers)).toBe('xyz');
  });

  it('is stored as its sha256 in hex', () => {
    const expected = createHash('sha256').update('abc').digest('hex');
    expect(hashCredential('abc')).toBe(expected);
  });
});
