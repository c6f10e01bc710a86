import type { FastifyInstance } from 'fastify';
import { readOutbox } from '../platform/mail/mail-outbox';

/** The file outbox once the mail queued so far has been delivered, as a reader would find it later. */
export async function deliveredMail(app: FastifyInstance, outboxDir: string) {
  await app.jobs.drain();
  return readOutbox(outboxDir);
}
