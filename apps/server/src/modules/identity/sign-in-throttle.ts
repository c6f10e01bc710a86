import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { signInThrottles } from '../../db/schema/identity';

/** How many failures a key may have inside the window before it is locked for `lockSeconds`. */
export interface ThrottlePolicy {
  maxFailures: number;
  windowSeconds: number;
  lockSeconds: number;
}

/** Per account: 5 wrong passwords in 15 minutes lock it for 15 minutes. */
export const accountPolicy: ThrottlePolicy = {
  maxFailures: 5,
  windowSeconds: 900,
  lockSeconds: 900,
};
/** Per IP: 30 failures in 15 minutes lock that address for 15 minutes. */
export const ipPolicy: ThrottlePolicy = { maxFailures: 30, windowSeconds: 900, lockSeconds: 900 };

/** Per address: at most 5 password mails an hour, so the form cannot flood someone's inbox. */
export const mailPolicy: ThrottlePolicy = {
  maxFailures: 5,
  windowSeconds: 3600,
  lockSeconds: 3600,
};

export async function isLocked(db: Database, key: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ lockedUntil: signInThrottles.lockedUntil })
    .from(signInThrottles)
    .where(eq(signInThrottles.key, key));
  return Boolean(row?.lockedUntil && row.lockedUntil > now);
}

/** Counts one failure; a window that has passed starts again from one. */
export async function recordFailure(
  db: Database,
  key: string,
  policy: ThrottlePolicy,
  now = new Date(),
) {
  const at = (offsetSeconds: number) =>
    sql`${new Date(now.getTime() + offsetSeconds * 1000).toISOString()}::timestamptz`;
  const windowStart = at(-policy.windowSeconds);
  const lockedUntil = at(policy.lockSeconds);
  const t = signInThrottles;
  const failures = sql`case when ${t.windowStartedAt} < ${windowStart} then 1 else ${t.failures} + 1 end`;
  await db
    .insert(t)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${t.windowStartedAt} < ${windowStart} then ${at(0)} else ${t.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${policy.maxFailures} then ${lockedUntil} else null end`,
      },
    });
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.key, key));
}
