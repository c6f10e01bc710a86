import type { Database } from '../../platform/db/database';
import { NotFound, TooManyRequests } from '../../platform/errors';
import {
  releaseAttempt,
  reserveAttempt,
  type ThrottlePolicy,
} from '../../platform/throttle/attempt-throttle';

/**
 * Per account: 30 pairing codes that pair nothing in 10 minutes, then 10 s, 20 s ... up to 10
 * minutes between tries. A person mistyping a code a few times never notices; a script that
 * guesses codes gets a handful an hour.
 */
export const pairingAccountPolicy: ThrottlePolicy = {
  budget: 30,
  windowSeconds: 600,
  firstDelaySeconds: 10,
  maxDelaySeconds: 600,
};
/** Per client IP, so many accounts from one address cannot multiply the budget. */
export const pairingIpPolicy: ThrottlePolicy = { ...pairingAccountPolicy, budget: 60 };

const tooMany = (retryAfterSeconds: number) =>
  new TooManyRequests(
    'Too many pairing codes tried; wait a moment and try again',
    retryAfterSeconds,
  );

/**
 * Runs a lookup or pairing by code within the budgets of the account and of the client IP,
 * each reserved in one atomic statement before the code is looked at. Only codes that pair
 * nothing (404) keep counting; any other outcome gives its attempts back.
 */
export async function withinPairingBudget<T>(
  db: Database,
  { accountId, ip }: { accountId: string; ip: string },
  attempt: () => Promise<T>,
): Promise<T> {
  const ipKey = `pairing-ip:${ip}`;
  const accountKey = `pairing-account:${accountId}`;
  const ipSlot = await reserveAttempt(db, ipKey, pairingIpPolicy);
  if (!ipSlot.isGranted) throw tooMany(ipSlot.retryAfterSeconds);
  const accountSlot = await reserveAttempt(db, accountKey, pairingAccountPolicy);
  if (!accountSlot.isGranted) {
    await releaseAttempt(db, ipKey);
    throw tooMany(accountSlot.retryAfterSeconds);
  }
  const giveBack = async () => {
    await releaseAttempt(db, ipKey);
    await releaseAttempt(db, accountKey);
  };
  try {
    const result = await attempt();
    await giveBack();
    return result;
  } catch (error) {
    if (!(error instanceof NotFound)) await giveBack();
    throw error;
  }
}
