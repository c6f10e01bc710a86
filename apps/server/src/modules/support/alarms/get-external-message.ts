import { asc, eq } from 'drizzle-orm';
import { externalMessageDeliveries, externalMessages } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { jobStatesOf } from '../../../platform/jobs/job-queue';
import type { SupportActor } from '../../scope';
import { messageView, reachedMessage } from './reached-messages';

/**
 * A delivery's state: a webhook marks itself delivered; otherwise its job tells, queued while it
 * waits or retries and failed once dead. A mail's job that is gone handed the mail over; a
 * webhook's that is gone without delivering was removed from the error queue.
 */
function deliveryState(
  delivery: typeof externalMessageDeliveries.$inferSelect,
  job: { status: string; attempts: number; lastError: string | null } | undefined,
) {
  // Whatever it took, a delivery that went out took at least one attempt; a mail's job, gone
  // once done, no longer says how many.
  const delivered = { state: 'delivered' as const, attempts: Math.max(delivery.attempts, 1) };
  if (delivery.state === 'delivered') return delivered;
  if (job) {
    return {
      state: job.status === 'dead' ? ('failed' as const) : ('queued' as const),
      attempts: Math.max(delivery.attempts, job.attempts),
      lastError: job.lastError ?? delivery.lastError,
    };
  }
  return delivery.channel === 'mail' ? delivered : { state: 'failed' as const };
}

/** A message in the caller's reach (by code), with its text and deliveries; else 404. */
export async function getExternalMessage(
  db: Database,
  actor: SupportActor,
  namespace: string,
  code: string,
) {
  const message = await reachedMessage(db, actor, code);
  const [deliveries, [alarm]] = await Promise.all([
    db
      .select()
      .from(externalMessageDeliveries)
      .where(eq(externalMessageDeliveries.messageId, message.id))
      .orderBy(asc(externalMessageDeliveries.createdAt), asc(externalMessageDeliveries.id)),
    db
      .select({ code: externalMessages.messageCode })
      .from(externalMessages)
      .where(eq(externalMessages.id, message.episodeId)),
  ]);
  const jobs = await jobStatesOf(
    db,
    namespace,
    deliveries.flatMap((delivery) => (delivery.jobId ? [delivery.jobId] : [])),
  );
  return {
    /** What the writes of the console need; left out of the answer. */
    internal: { id: message.id, accountId: message.accountId },
    ...messageView(message),
    text: message.text,
    alarmId: alarm?.code ?? null,
    deliveries: deliveries.map((delivery) => ({
      channel: delivery.channel,
      target: delivery.target,
      attempts: delivery.attempts,
      lastError: delivery.lastError,
      deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
      createdAt: delivery.createdAt.toISOString(),
      ...deliveryState(delivery, delivery.jobId ? jobs.get(delivery.jobId) : undefined),
    })),
  };
}
