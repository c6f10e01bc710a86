import path from 'node:path';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Config } from '../../config/env';
import type { Database } from '../db/database';
import { enqueueJobs } from '../jobs/job-queue';
import { createMailTransport, type MailAbout, type MailMessage, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The outbox directory mail goes to without SMTP. */
export function mailOutboxDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'mail');
}

const mailQueue = 'mail';

/** How a message waits in the queue: its line in the error queue names no link it carries. */
function mailJob(message: MailMessage, about: MailAbout = {}) {
  return { accountId: about.accountId ?? null, summary: `${message.subject} (to ${message.to})` };
}

/** A queued message as stored; checked again because rows outlive the code that wrote them. */
const queuedMail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
}) satisfies z.ZodType<MailMessage>;

/**
 * Queues mail in `db`, e.g. a transaction at start-up before `app.mailer` can be used: the mail
 * goes out once that commits and the job worker of `namespace` runs, and not at all otherwise.
 */
export function queuedMailer(db: Database, namespace: string): Mailer {
  return {
    async send(message, about) {
      await enqueueMails(db, namespace, [{ message, about }]);
    },
  };
}

/**
 * Queues many messages in `db` (a transaction: they go out only if it commits) in one statement,
 * answering their job ids: a sender that keeps track of each delivery reads its state by them.
 */
export function enqueueMails(
  db: Database,
  namespace: string,
  mails: readonly { message: MailMessage; about?: MailAbout }[],
): Promise<string[]> {
  return enqueueJobs(
    db,
    namespace,
    mailQueue,
    mails.map(({ message, about }) => ({ payload: message, options: mailJob(message, about) })),
  );
}

/**
 * Decorates `app.mailer`, which queues each message; the job queue delivers it through SMTP when
 * `SMTP_URL` is set, else as an .eml file in DATA_DIR/mail. Queuing keeps a slow or failing mail
 * server out of the request (and out of its timing, which would tell known addresses apart) and
 * retries delivery after an outage.
 */
export const mailPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const transport = createMailTransport({
      smtpUrl: config.smtpUrl,
      outboxDir: mailOutboxDir(config),
      from: config.mailFrom,
    });
    app.jobs.handle(
      mailQueue,
      (payload, job) => transport.deliver(queuedMail.parse(payload), job),
      { name: 'Mail', direction: 'out' },
    );
    app.decorate('mailer', {
      async send(message, about) {
        await app.jobs.enqueue(mailQueue, message, mailJob(message, about));
      },
    } satisfies Mailer);
  },
  { name: 'mail', dependencies: ['jobs'] },
);
