import { hash, verify } from '@node-rs/argon2';

/** An argon2id hash (the library's default algorithm) in PHC string form. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
