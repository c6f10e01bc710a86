import type { Database } from '../platform/db/database';
import { jobs } from '../platform/jobs/jobs-table';

export interface DeadLetterSpec {
  queue?: string;
  accountId?: string | null;
  summary?: string;
  payload?: unknown;
}

/** A job of the namespace that used up its attempts: a message in its queue's error queue. */
export async function createDeadLetter(
  db: Database,
  namespace: string,
  spec: DeadLetterSpec = {},
): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({
      namespace,
      queue: spec.queue ?? 'mail',
      payload: spec.payload ?? { to: 'nobody@example.com', subject: 'Hello', text: 'Hi' },
      status: 'dead',
      attempts: 3,
      maxAttempts: 3,
      lastError: 'Connection refused',
      failedAt: new Date(),
      accountId: spec.accountId ?? null,
      summary: spec.summary ?? 'Hello (to nobody@example.com)',
    })
    .returning({ id: jobs.id });
  return row!.id;
}
