import { createHash, randomBytes } from 'node:crypto';

const keyMark = 'mqt_';

/** A new API key: the secret shown once, the part of it a list shows, and the hash kept. */
export function newTriggerKey() {
  const apiKey = keyMark + randomBytes(32).toString('base64url');
  return { apiKey, keyPrefix: apiKey.slice(0, keyMark.length + 6), keyHash: hashOfKey(apiKey) };
}

export function hashOfKey(apiKey: string): string {
  return createHash('sha256').update(apiKey).digest('hex');
}
