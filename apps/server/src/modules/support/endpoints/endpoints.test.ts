import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { JobWorker } from '../../../platform/jobs/job-worker';
import { jobs } from '../../../platform/jobs/jobs-table';
import { readOutbox } from '../../../platform/mail/mail-outbox';
import { mailOutboxDir } from '../../../platform/mail/mail-plugin';
import { createMailTransport, type MailMessage } from '../../../platform/mail/mailer';
import { buildTestApp, testConfig } from '../../../test/build-test-app';
import { createDeadLetter, type DeadLetterSpec } from '../../../test/dead-letters';
import type { createCustomerAccount } from '../../../test/identity-factories';
import { consoleDesks, type Headers } from '../../../test/support-desks';

let app: FastifyInstance;
let support: Headers;
let desk: Headers;
let customer: Headers;
let reached: Awaited<ReturnType<typeof createCustomerAccount>>;
let unreached: Awaited<ReturnType<typeof createCustomerAccount>>;
let outboxDir: string;

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'marquee-endpoints-'));
  app = await buildTestApp({ config: testConfig({ DATA_DIR: dataDir }) });
  outboxDir = mailOutboxDir(app.config);
  ({ reached, unreached, support, limitedDesk: desk, customer } = await consoleDesks(app));
  // Three sign-ins hash on a shared, busy machine.
}, 180_000);
afterAll(() => app.close());

const secretLink = 'https://marquee.example/oidc/password/reset?token=secret-token';

/** A failed mail to a fresh address, whose text holds a sign-in link. */
async function deadMail(spec: DeadLetterSpec = {}) {
  const to = `dead-${Math.random().toString(36).slice(2)}@example.com`;
  const payload: MailMessage = { to, subject: 'Choose a password', text: `Hi\n\n${secretLink}\n` };
  const id = await createDeadLetter(app.database.db, app.jobs.namespace, {
    payload,
    summary: `Choose a password (to ${to})`,
    ...spec,
  });
  return { id, to };
}

const get = (url: string, headers: Headers = support) =>
  app.inject({ method: 'GET', url: `/support/api${url}`, headers });
const post = (url: string, payload: unknown, headers: Headers = support) =>
  app.inject({ method: 'POST', url: `/support/api${url}`, headers, payload: payload as object });
const returnMessage = (messageId: string, headers?: Headers) =>
  post('/endpoints/returnMessageToSourceQueue', { endpointId: 'mail', messageId }, headers);
const deleteMessage = (messageId: string, headers?: Headers) =>
  post('/endpoints/deleteMessageInErrorQueue', { endpointId: 'mail', messageId }, headers);

async function mailCount(headers: Headers = support): Promise<number> {
  const answer = await get('/endpoints', headers);
  expect(answer.statusCode).toBe(200);
  const endpoints = answer.json().Endpoints as { id: string; messagesInErrorQueueCount: number }[];
  return endpoints.find((endpoint) => endpoint.id === 'mail')!.messagesInErrorQueueCount;
}

async function messages(headers: Headers = support) {
  const answer = await get('/endpoints/mail/messagesInErrorQueue', headers);
  expect(answer.statusCode).toBe(200);
  return answer.json().Messages as { messageId: string; account: unknown }[];
}

async function outboxTo(to: string) {
  return (await readOutbox(outboxDir)).filter((mail) => mail.to === to);
}

describe('listing endpoints', () => {
  it('lists mail and the alarm webhooks going out and the social feeds coming in, with their counts, and no queue of internal work', async () => {
    const before = await mailCount();
    await deadMail();
    await createDeadLetter(app.database.db, app.jobs.namespace, { queue: 'media.process' });
    const answer = await get('/endpoints');
    expect(answer.json().Endpoints).toEqual([
      { id: 'mail', name: 'Mail', direction: 'out', messagesInErrorQueueCount: before + 1 },
      {
        id: 'social-channel-feeds',
        name: 'Social channel feeds',
        direction: 'in',
        messagesInErrorQueueCount: 0,
      },
      {
        id: 'alarm-webhook',
        name: 'Alarm webhook',
        direction: 'out',
        messagesInErrorQueueCount: 0,
      },
    ]);
  });

  it('shows the messages in the error queue without their content', async () => {
    const { id, to } = await deadMail({ accountId: reached.account.id });
    const answer = await get('/endpoints/mail/messagesInErrorQueue');
    expect(answer.json().Messages).toContainEqual({
      messageId: id,
      account: { accountCode: reached.account.accountCode, accountName: reached.account.name },
      summary: `Choose a password (to ${to})`,
      attempts: 3,
      lastError: 'Connection refused',
      failedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(answer.body).not.toContain('secret-token');
  });

  it('has no files in error, and answers 404 for an endpoint that does not exist', async () => {
    expect((await get('/endpoints/mail/filesInError')).json().Files).toEqual([]);
    expect((await get('/endpoints/ftp/filesInError')).statusCode).toBe(404);
    expect((await get('/endpoints/ftp/messagesInErrorQueue')).statusCode).toBe(404);
    expect((await get('/endpoints/media.process/messagesInErrorQueue')).statusCode).toBe(404);
  });
});

describe('returning a message to its queue', () => {
  it('delivers it once, with its attempts reset, and a second return answers 404', async () => {
    const { id, to } = await deadMail();
    const before = await mailCount();
    expect((await returnMessage(id)).statusCode).toBe(200);
    expect(await mailCount()).toBe(before - 1);
    const [queued] = await app.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(queued).toMatchObject({ status: 'queued', attempts: 0, failedAt: null });
    expect((await returnMessage(id)).statusCode).toBe(404);
    await app.jobs.drain();
    expect(await outboxTo(to)).toHaveLength(1);
  });

  it('lets one of two returns at once win', async () => {
    const { id } = await deadMail();
    const answers = await Promise.all([returnMessage(id), returnMessage(id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    await app.jobs.drain();
  });

  it('runs a returned message once when two workers share the database', async () => {
    const { id, to } = await deadMail();
    expect((await returnMessage(id)).statusCode).toBe(200);
    const transport = createMailTransport({
      smtpUrl: undefined,
      outboxDir,
      from: app.config.mailFrom,
    });
    let runsElsewhere = 0;
    const other = new JobWorker({
      db: () => app.database.db,
      namespace: app.jobs.namespace,
      handlers: new Map([
        [
          'mail',
          async (payload, job) => {
            runsElsewhere += 1;
            await transport.deliver(payload as MailMessage, job);
          },
        ],
      ]),
      onError: () => {},
    });
    await Promise.all([app.jobs.drain(), other.drain()]);
    expect(await outboxTo(to)).toHaveLength(1);
    expect(runsElsewhere).toBeLessThanOrEqual(1);
    expect(await app.database.db.select().from(jobs).where(eq(jobs.id, id))).toEqual([]);
  });

  it('records who returned it, for which client, before and after', async () => {
    const { id } = await deadMail({ accountId: reached.account.id });
    expect((await returnMessage(id)).statusCode).toBe(200);
    const [row] = await app.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'returnEndpointMessage'),
          eq(auditLog.accountId, reached.account.id),
        ),
      );
    expect(row!.actorUserId).toBeTruthy();
    expect(row!.details).toMatchObject({
      endpointId: 'mail',
      before: { messageId: id, status: 'dead', attempts: 3 },
      after: { messageId: id, status: 'queued', attempts: 0 },
    });
    expect(JSON.stringify(row!.details)).not.toContain('secret-token');
    await app.jobs.drain();
  });
});

describe('deleting a message from the error queue', () => {
  it('lowers the count by one, keeps an audit row, and a second delete answers 404', async () => {
    const { id } = await deadMail();
    const before = await mailCount();
    expect((await deleteMessage(id)).statusCode).toBe(200);
    expect(await mailCount()).toBe(before - 1);
    expect((await deleteMessage(id)).statusCode).toBe(404);
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'deleteEndpointMessage'));
    expect(audit.map((row) => row.details)).toContainEqual(
      expect.objectContaining({ before: expect.objectContaining({ messageId: id }), after: null }),
    );
  });
});

describe('bad input', () => {
  it('answers 400 naming a missing field, and 404 for an endpoint or message not there', async () => {
    const { id } = await deadMail();
    for (const call of ['returnMessageToSourceQueue', 'deleteMessageInErrorQueue']) {
      const noEndpoint = await post(`/endpoints/${call}`, { messageId: id });
      expect(noEndpoint.statusCode).toBe(400);
      expect(noEndpoint.json().success.message).toMatch(/endpointId/);
      const noMessage = await post(`/endpoints/${call}`, { endpointId: 'mail' });
      expect(noMessage.statusCode).toBe(400);
      expect(noMessage.json().success.message).toMatch(/messageId/);
      const elsewhere = await post(`/endpoints/${call}`, { endpointId: 'ftp', messageId: id });
      expect(elsewhere.statusCode).toBe(404);
      const unknown = await post(`/endpoints/${call}`, { endpointId: 'mail', messageId: 'no-job' });
      expect(unknown.statusCode).toBe(404);
    }
    expect(await messages()).toContainEqual(expect.objectContaining({ messageId: id }));
  });

  it('answers 404 for a message still waiting in its queue, and leaves it there', async () => {
    const later = new Date(Date.now() + 3_600_000);
    const id = await app.jobs.enqueue('mail', { to: 'later@example.com' }, { runAt: later });
    expect((await returnMessage(id)).statusCode).toBe(404);
    expect((await deleteMessage(id)).statusCode).toBe(404);
    const [waiting] = await app.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(waiting).toMatchObject({ status: 'queued', attempts: 0 });
    await app.database.db.delete(jobs).where(eq(jobs.id, id));
  });
});

describe('reach', () => {
  it('shows a limited desk only the messages of clients it reaches, and 404 for others', async () => {
    const own = await deadMail({ accountId: reached.account.id });
    const other = await deadMail({ accountId: unreached.account.id });
    const noClient = await deadMail({ accountId: null });
    const seen = (await messages(desk)).map((message) => message.messageId);
    expect(seen).toContain(own.id);
    expect(seen).not.toContain(other.id);
    expect(seen).not.toContain(noClient.id);
    expect(await mailCount(desk)).toBe(seen.length);
    for (const { id } of [other, noClient]) {
      expect((await returnMessage(id, desk)).statusCode).toBe(404);
      expect((await deleteMessage(id, desk)).statusCode).toBe(404);
    }
    expect((await deleteMessage(own.id, desk)).statusCode).toBe(200);
    const everyone = (await messages()).map((message) => message.messageId);
    expect(everyone).toEqual(expect.arrayContaining([other.id, noClient.id]));
  });

  it('is not for customers', async () => {
    const { id } = await deadMail();
    expect((await get('/endpoints', customer)).statusCode).toBe(403);
    expect((await get('/endpoints/mail/messagesInErrorQueue', customer)).statusCode).toBe(403);
    expect((await returnMessage(id, customer)).statusCode).toBe(403);
    expect((await deleteMessage(id, customer)).statusCode).toBe(403);
  });
});
