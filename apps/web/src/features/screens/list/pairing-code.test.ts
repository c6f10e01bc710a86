import { describe, expect, it } from 'vitest';
import { isPairingCode, normalisePairingCode } from './pairing-code';

describe('pairing code', () => {
  it('reads a code typed in lower case and in two halves as the screen shows it', () => {
    expect(normalisePairingCode('abc 234')).toBe('ABC234');
    expect(normalisePairingCode('abc-234')).toBe('ABC234');
  });

  it('keeps no more than six characters', () => {
    expect(normalisePairingCode('ABC2345')).toBe('ABC234');
  });

  it('accepts six characters of the screen alphabet only', () => {
    expect(isPairingCode('ABC234')).toBe(true);
    expect(isPairingCode('ABC23')).toBe(false);
    // 0, O, 1 and I are never shown: they are too easily mistaken for each other.
    expect(isPairingCode('ABC10O')).toBe(false);
  });
});
