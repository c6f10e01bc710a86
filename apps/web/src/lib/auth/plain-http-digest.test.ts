import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256 } from './plain-http-digest';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const reference = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('sha256', () => {
  it('gives the FIPS 180-4 example digests', () => {
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hex(sha256(new Uint8Array()))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it('agrees with Node for every length around the block boundaries', () => {
    for (const length of [1, 55, 56, 63, 64, 65, 119, 120, 128, 1000]) {
      const bytes = new Uint8Array(randomBytes(length));
      expect(hex(sha256(bytes)), `${length} bytes`).toBe(reference(bytes));
    }
  });
});
