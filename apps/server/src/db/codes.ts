import { randomBytes } from 'node:crypto';

/** A new public code: 12 URL-safe characters from 72 random bits, never a sequence number. */
export function newCode(): string {
  return randomBytes(9).toString('base64url');
}
