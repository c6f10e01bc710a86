import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../jobs/jobs-table';
import { buildTestApp, testConfig } from '../../test/build-test-app';
import { deliveredMail } from '../../test/delivered-mail';
import { readOutbox } from './mail-outbox';
import { createMailTransport } from './mailer';

/** A loopback port with nothing listening on it: an SMTP server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('mail', () => {
  it('goes through the queue to the file outbox', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'marquee-mail-'));
    const app = await buildTestApp({ config: testConfig({ DATA_DIR: dataDir }) });
    try {
      await app.mailer.send({ to: 'queued@example.com', subject: 'Hello', text: 'Hi there' });
      const [mail] = await deliveredMail(app, path.join(dataDir, 'mail'));
      expect(mail).toMatchObject({ to: 'queued@example.com', subject: 'Hello' });
    } finally {
      await app.close();
    }
  });

  it('leaves one file for a job delivered twice, as after a crash before it was marked done', async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), 'marquee-outbox-'));
    const transport = createMailTransport({
      smtpUrl: undefined,
      outboxDir,
      from: 'me@example.com',
    });
    const job = { id: randomUUID(), queuedAt: new Date(), attempts: 1, maxAttempts: 8 };
    const message = { to: 'once@example.com', subject: 'Once', text: 'Only once' };
    await transport.deliver(message, job);
    await transport.deliver(message, job);
    const mails = await readOutbox(outboxDir);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain(`Message-ID: <${job.id}@example.com>`);
  });

  it('stays queued for another try while the SMTP server is down, without failing the sender', async () => {
    const app = await buildTestApp({
      config: testConfig({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }),
    });
    try {
      const to = `outage-${Date.now()}@example.com`;
      await app.mailer.send({ to, subject: 'Hello', text: 'Hi there' });
      await app.jobs.drain();
      const queued = await app.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.queue, 'mail'), eq(jobs.status, 'queued')));
      const job = queued.find(({ payload }) => (payload as { to: string }).to === to);
      expect(job).toMatchObject({ attempts: 1, payload: { to } });
      expect(job!.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await app.close();
    }
  });
});
