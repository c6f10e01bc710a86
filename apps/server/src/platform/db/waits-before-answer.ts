import { AsyncLocalStorage } from 'node:async_hooks';
import { storeOffBetweenUses } from '../async/store-off-between-uses';
import type { Database } from './database';

/** Work a committed write leaves for its request to see done before the request answers. */
type WaitBeforeAnswer = (db: Database) => Promise<void>;

const requestWaits = new AsyncLocalStorage<WaitBeforeAnswer[]>();
const whileWriting = storeOffBetweenUses(requestWaits);

/**
 * Asks the request being served, if any, to finish `wait` before it answers. Called by a write
 * from inside its transaction; should that transaction roll back, the wait finds nothing to do.
 */
export function waitBeforeAnswer(wait: WaitBeforeAnswer): void {
  requestWaits.getStore()?.push(wait);
}

/** Runs a request's handler, then the waits its writes asked for, so the answer comes after them. */
export async function answerAfterWaits<T>(
  db: () => Database,
  handler: () => Promise<T>,
): Promise<T> {
  return whileWriting(async () => {
    const waits: WaitBeforeAnswer[] = [];
    const answer = await requestWaits.run(waits, handler);
    for (const wait of waits) await wait(db());
    return answer;
  });
}
