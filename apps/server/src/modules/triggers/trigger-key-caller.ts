import { and, eq, isNull } from 'drizzle-orm';
import { triggerApiKeys } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { TooManyRequests, Unauthorized } from '../../platform/errors';
import { reserveAttempt, type ThrottlePolicy } from '../../platform/throttle/attempt-throttle';
import { hashOfKey } from './trigger-key-secret';

/** 20 calls a second for each key, whatever it opens; a caller over it waits a second. */
const keyPolicy: ThrottlePolicy = {
  budget: 20,
  windowSeconds: 1,
  firstDelaySeconds: 1,
  maxDelaySeconds: 1,
};

/**
 * The account an API key opens external triggers of: counted against the key's rate first
 * (429), then 401 for a key that is unknown or revoked.
 */
export async function accountOfKey(db: Database, apiKey: string): Promise<string> {
  const keyHash = hashOfKey(apiKey);
  const reservation = await reserveAttempt(db, `trigger-key:${keyHash}`, keyPolicy);
  if (!reservation.isGranted) throw new TooManyRequests(undefined, reservation.retryAfterSeconds);
  const [row] = await db
    .select({ accountId: triggerApiKeys.accountId })
    .from(triggerApiKeys)
    .where(and(eq(triggerApiKeys.keyHash, keyHash), isNull(triggerApiKeys.revokedAt)));
  if (!row) throw new Unauthorized('The API key is not valid.');
  return row.accountId;
}
