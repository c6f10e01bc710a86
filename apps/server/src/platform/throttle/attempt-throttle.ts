import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { attemptThrottles } from './throttle-table';

/**
 * How fast a key (an address, a client IP, a mail recipient, an account pairing screens) may be
 * tried: `budget` attempts
 * in a window at full speed, then each further attempt only after a wait that starts at
 * `firstDelaySeconds` and doubles with every attempt let through, up to `maxDelaySeconds`.
 * Nothing is ever locked for good: a person who waits always gets a turn.
 */
export interface ThrottlePolicy {
  budget: number;
  windowSeconds: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

export type Reservation = { isGranted: true } | { isGranted: false; retryAfterSeconds: number };

/**
 * Counts an attempt for the key and says whether it may go ahead, in one statement, before
 * any password is checked: the upsert only increments when a slot is free (the window has
 * passed, the budget is not used, or the wait is over) and returns no row otherwise, so
 * concurrent attempts cannot all pass a check made before any of them was counted. Only
 * attempts let through count and make the next wait longer; refused ones change nothing.
 * (`failures` holds the attempts counted in the window, `locked_until` when the next may go.)
 */
export async function reserveAttempt(
  db: Database,
  key: string,
  policy: ThrottlePolicy,
  now = new Date(),
): Promise<Reservation> {
  const t = attemptThrottles;
  const at = (offsetSeconds: number) =>
    sql`${new Date(now.getTime() + offsetSeconds * 1000).toISOString()}::timestamptz`;
  const isNewWindow = sql`${t.windowStartedAt} <= ${at(-policy.windowSeconds)}`;
  const attempts = sql`(case when ${isNewWindow} then 1 else ${t.failures} + 1 end)`;
  const waitSeconds = sql`least(${policy.maxDelaySeconds}::int, ${policy.firstDelaySeconds}::int * power(2, ${attempts} - ${policy.budget}::int))`;
  const isSlotFree = sql`${isNewWindow} or ${t.failures} < ${policy.budget}::int or ${t.lockedUntil} is null or ${t.lockedUntil} <= ${at(0)}`;
  const granted = await db
    .insert(t)
    .values({
      key,
      failures: 1,
      windowStartedAt: now,
      lockedUntil:
        policy.budget <= 1 ? new Date(now.getTime() + policy.firstDelaySeconds * 1000) : null,
    })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: attempts,
        windowStartedAt: sql`case when ${isNewWindow} then ${at(0)} else ${t.windowStartedAt} end`,
        lockedUntil: sql`case when ${attempts} >= ${policy.budget}::int then ${at(0)} + ${waitSeconds} * interval '1 second' end`,
      },
      setWhere: isSlotFree,
    })
    .returning({ key: t.key });
  if (granted.length > 0) return { isGranted: true };
  const [row] = await db.select({ lockedUntil: t.lockedUntil }).from(t).where(eq(t.key, key));
  const waitMs = (row?.lockedUntil?.getTime() ?? now.getTime()) - now.getTime();
  return { isGranted: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** Gives back an attempt that checked no password or succeeded, so it does not count. */
export async function releaseAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(attemptThrottles)
    .set({ failures: sql`greatest(${attemptThrottles.failures} - 1, 0)` })
    .where(eq(attemptThrottles.key, key));
}

/** Forgets the key's attempts: a successful sign-in starts the address afresh. */
export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.delete(attemptThrottles).where(eq(attemptThrottles.key, key));
}
