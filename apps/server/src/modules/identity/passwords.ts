import { hashPassword } from '../../platform/passwords';

/** Passwords shorter than this are refused when a user chooses one. */
export const minPasswordLength = 10;

let decoyHash: Promise<string> | undefined;

/** A fixed hash to check unknown addresses against, so they take as long as known ones. */
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('a decoy password that no user has');
  return decoyHash;
}
