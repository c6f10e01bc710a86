import { hash, randomBytes, randomInt } from 'node:crypto';
import { pairingCodeAlphabet } from '@marquee/contracts';

/** A new device credential: 256 random bits, so a fast hash is enough to store it. */
export function newCredential(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a credential; the credential itself is never stored. Every poll of
 * every screen hashes its credential, so the one-shot hash is used rather than a Hash object.
 */
export function hashCredential(credential: string): string {
  return hash('sha256', credential, 'hex');
}

/** Six characters from the pairing alphabet, each drawn uniformly by the crypto generator. */
export function newPairingCode(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += pairingCodeAlphabet[randomInt(pairingCodeAlphabet.length)];
  return code;
}
