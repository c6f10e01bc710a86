import { hash, verify } from '@node-rs/argon2';

/** Passwords shorter than this are refused when a user chooses one. */
export const minPasswordLength = 10;

/** argon2id (the library's default algorithm) with its recommended cost. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A fixed hash to verify against for unknown addresses, so they take as long as known ones. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hash('decoy password that never matches');
  return decoyHash;
}
