import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { users } from '../../db/schema';
import { findIdentityUserByEmail } from './identity-users';
import { verifyPassword } from '../../platform/passwords';
import { decoyPasswordHash } from './passwords';
import {
  clearAttempts,
  releaseAttempt,
  reserveAttempt,
} from '../../platform/throttle/attempt-throttle';
import { addressPolicy, ipPolicy } from './sign-in-policies';

export type SignInOutcome =
  | { kind: 'signedIn'; userCode: string }
  | { kind: 'invalid' }
  | { kind: 'throttled'; retryAfterSeconds: number };

export interface SignInAttempt {
  email: string;
  password: string;
  ip: string;
}

/**
 * Checks an e-mail and password. Unknown addresses, inactive users and wrong passwords answer
 * alike and cost the same time, so the answer never tells which addresses exist. Each check
 * first reserves an attempt for the client IP and for the address (see `reserveAttempt`), so
 * a burst gets no more checks than the budgets allow, whatever the password.
 */
export async function signInWithPassword(
  db: Database,
  attempt: SignInAttempt,
): Promise<SignInOutcome> {
  const addressKey = `account:${attempt.email.trim().toLowerCase()}`;
  const ipKey = `ip:${attempt.ip}`;
  const ip = await reserveAttempt(db, ipKey, ipPolicy);
  if (!ip.isGranted) return { kind: 'throttled', retryAfterSeconds: ip.retryAfterSeconds };
  const address = await reserveAttempt(db, addressKey, addressPolicy);
  if (!address.isGranted) {
    await releaseAttempt(db, ipKey);
    return { kind: 'throttled', retryAfterSeconds: address.retryAfterSeconds };
  }

  const user = await findIdentityUserByEmail(db, attempt.email);
  const passwordHash = user?.passwordHash ?? (await decoyPasswordHash());
  const matches = await verifyPassword(passwordHash, attempt.password).catch(() => false);
  if (!user?.passwordHash || !user.isActive || !matches) return { kind: 'invalid' };

  // The per-IP budget counts failures only, so many people behind one address can sign in.
  await releaseAttempt(db, ipKey);
  await clearAttempts(db, addressKey);
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  return { kind: 'signedIn', userCode: user.userCode };
}
