import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { users } from '../../db/schema/users';
import { findIdentityUserByEmail } from './identity-users';
import { verifyPassword } from '../../platform/passwords';
import { decoyPasswordHash } from './passwords';
import {
  accountPolicy,
  clearFailures,
  ipPolicy,
  isLocked,
  recordFailure,
} from './sign-in-throttle';

export type SignInOutcome =
  { kind: 'signedIn'; userCode: string } | { kind: 'invalid' } | { kind: 'locked' };

export interface SignInAttempt {
  email: string;
  password: string;
  ip: string;
}

/**
 * Checks an e-mail and password. Unknown addresses, inactive users and wrong passwords answer
 * alike and cost the same time, so the answer never tells which addresses exist.
 */
export async function signInWithPassword(
  db: Database,
  attempt: SignInAttempt,
): Promise<SignInOutcome> {
  const accountKey = `account:${attempt.email.trim().toLowerCase()}`;
  const ipKey = `ip:${attempt.ip}`;
  if ((await isLocked(db, ipKey)) || (await isLocked(db, accountKey))) return { kind: 'locked' };

  const user = await findIdentityUserByEmail(db, attempt.email);
  const passwordHash = user?.passwordHash ?? (await decoyPasswordHash());
  const matches = await verifyPassword(passwordHash, attempt.password).catch(() => false);
  if (!user?.passwordHash || !user.isActive || !matches) {
    await recordFailure(db, accountKey, accountPolicy);
    await recordFailure(db, ipKey, ipPolicy);
    return { kind: 'invalid' };
  }

  await clearFailures(db, accountKey);
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  return { kind: 'signedIn', userCode: user.userCode };
}
