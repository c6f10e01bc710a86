import { randomUUID } from 'node:crypto';
import { externalMessageDeliveries } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { enqueueJobs } from '../../platform/jobs/job-queue';
import { enqueueMails } from '../../platform/mail/mail-plugin';

/** The queue that posts alarms to the accounts' webhooks; an outgoing integration endpoint. */
export const alarmWebhookQueue = 'alarm-webhook';

/** What a webhook job carries: the delivery it makes, never the address or the secret. */
export interface WebhookJob {
  deliveryId: string;
}

/** A message to send, with where to. */
export interface MessageSending {
  messageId: string;
  accountId: string | null;
  subject: string;
  text: string;
  /** Addresses to mail, one mail each. */
  mailTo: readonly string[];
  /** The webhook to post to; empty for none. */
  webhookUrl: string;
}

/**
 * Queues the mails and webhook posts of many messages, and a delivery row for each, in `tx`: all
 * of them go out once it commits, and none otherwise. A fixed number of statements, however many.
 */
export async function queueDeliveries(
  tx: Database,
  namespace: string,
  sendings: readonly MessageSending[],
): Promise<void> {
  const mails = sendings.flatMap((sending) => sending.mailTo.map((to) => ({ sending, to })));
  const mailJobs = await enqueueMails(
    tx,
    namespace,
    mails.map(({ sending, to }) => ({
      message: { to, subject: sending.subject, text: sending.text },
      about: { accountId: sending.accountId },
    })),
  );
  const posts = sendings
    .filter((sending) => sending.webhookUrl !== '')
    .map((sending) => ({ sending, deliveryId: randomUUID() }));
  const postJobs = await enqueueJobs(
    tx,
    namespace,
    alarmWebhookQueue,
    posts.map(({ sending, deliveryId }) => ({
      payload: { deliveryId } satisfies WebhookJob,
      options: {
        accountId: sending.accountId,
        summary: `${sending.subject} (to ${hostOf(sending.webhookUrl)})`,
      },
    })),
  );
  const rows = [
    ...mails.map(({ sending, to }, n) => ({
      messageId: sending.messageId,
      channel: 'mail' as const,
      target: to,
      jobId: mailJobs[n]!,
    })),
    ...posts.map(({ sending, deliveryId }, n) => ({
      id: deliveryId,
      messageId: sending.messageId,
      channel: 'webhook' as const,
      target: sending.webhookUrl,
      jobId: postJobs[n]!,
    })),
  ];
  if (rows.length > 0) await tx.insert(externalMessageDeliveries).values(rows);
}

/** The host a webhook goes to, for the error queue's line (its path may hold a token). */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'webhook';
  }
}
