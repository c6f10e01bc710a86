import { createHmac } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { weekdays, type PowerScheduleDay } from '@marquee/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accounts,
  externalMessageDeliveries,
  externalMessages,
  playerAlarmEpisodes,
  players,
} from '../../db/schema';
import { jobs } from '../../platform/jobs/jobs-table';
import { readOutbox } from '../../platform/mail/mail-outbox';
import { mailOutboxDir } from '../../platform/mail/mail-plugin';
import { buildTestApp, testConfig } from '../../test/build-test-app';
import { createLocation, createPlayer } from '../../test/factories';
import { createCustomerAccount } from '../../test/identity-factories';
import { signInSupport, type Headers } from '../../test/support-desks';
import {
  alarmCheckQueue,
  alarmWebhookQueue,
  checkAlarms,
  defaultAlarmSettings,
  type AlarmSettings,
} from '.';
import { isPublicAddress } from '../../platform/outbound/public-address';
import { postWebhook, WebhookFailure } from './webhook-post';

/** The alarm settings of the screens these tests made; every other screen has alarms off. */
const settings = new Map<string, Partial<AlarmSettings>>();
const settingsOf = async (_db: unknown, screens: readonly { playerId: string }[]) =>
  new Map(
    screens.map((screen) => [
      screen.playerId,
      settings.has(screen.playerId)
        ? { ...defaultAlarmSettings, ...settings.get(screen.playerId) }
        : { ...defaultAlarmSettings, afterMinutes: 0 },
    ]),
  );

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

let app: FastifyInstance;
let support: Headers;
let receiver: Server;
let received: Received[] = [];
let answerStatus = 200;
let hookUrl: string;
let outboxDir: string;

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'marquee-alarms-'));
  app = await buildTestApp({
    config: testConfig({ DATA_DIR: dataDir, WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' }),
    alarms: { checks: false, settingsOf },
  });
  outboxDir = mailOutboxDir(app.config);
  support = await signInSupport(app);
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = answerStatus;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
}, 180_000);
afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});
beforeEach(() => {
  received = [];
  answerStatus = 200;
});

const minutesAgo = (minutes: number, now = new Date()) =>
  new Date(now.getTime() - minutes * 60_000);

/** A started screen of a new account whose owner gets its alarm mails. */
async function screen(own: Partial<AlarmSettings>, values: Partial<typeof players.$inferInsert>) {
  const db = app.database.db;
  const customer = await createCustomerAccount(db);
  const location = await createLocation(db, customer.account.id, { timeZoneId: 'UTC' });
  const player = await createPlayer(db, customer.account.id, {
    locationId: location.id,
    pairedAt: minutesAgo(600),
    ...values,
  });
  settings.set(player.id, own);
  return { ...customer, player };
}

const check = (now = new Date()) =>
  checkAlarms(app.database.db, { namespace: app.jobs.namespace, settingsOf, now });

function messagesOf(playerId: string) {
  return app.database.db
    .select()
    .from(externalMessages)
    .where(eq(externalMessages.playerId, playerId))
    .orderBy(externalMessages.createdAt);
}

async function mailTo(to: string) {
  await app.jobs.drain();
  return (await readOutbox(outboxDir)).filter((mail) => mail.to === to);
}

/** Whether the mails carry these subjects in turn (a long Subject header folds; its first line is read). */
function subjectsOf(mails: { subject: string }[], subjects: string[]) {
  return (
    mails.length === subjects.length &&
    mails.every((mail, n) => mail.subject.length > 0 && subjects[n]!.startsWith(mail.subject))
  );
}

describe('the alarm check', () => {
  it('raises one alarm per episode of no contact and one "resolved" when it ends', async () => {
    const { player, owner } = await screen({}, { lastHeartbeatAt: minutesAgo(20) });
    await check();
    await check();
    const [alarm, ...more] = await messagesOf(player.id);
    expect(more).toEqual([]);
    expect(alarm).toMatchObject({ kind: 'alarm', reason: 'noContact', episodeId: alarm!.id });
    expect(alarm!.subject).toContain(player.name);
    expect(subjectsOf(await mailTo(owner.email), [alarm!.subject])).toBe(true);

    await app.database.db
      .update(players)
      .set({ lastHeartbeatAt: new Date() })
      .where(eq(players.id, player.id));
    await check();
    await check();
    const [, resolved, ...none] = await messagesOf(player.id);
    expect(none).toEqual([]);
    expect(resolved).toMatchObject({ kind: 'resolved', episodeId: alarm!.id });
    expect(subjectsOf(await mailTo(owner.email), [alarm!.subject, resolved!.subject])).toBe(true);
    const open = await app.database.db
      .select()
      .from(playerAlarmEpisodes)
      .where(eq(playerAlarmEpisodes.playerId, player.id));
    expect(open).toEqual([]);
  });

  it('mails in the account’s language, to AlarmEmails when set', async () => {
    const to = `alarms-${Date.now()}@example.com`;
    const { player, account } = await screen({ emails: [to] }, { lastHeartbeatAt: minutesAgo(30) });
    await app.database.db
      .update(accounts)
      .set({ languageCode: 'sv_SE' })
      .where(eq(accounts.id, account.id));
    await check();
    const [alarm] = await messagesOf(player.id);
    expect(alarm!.subject).toMatch(/^Larm: .* har inte haft kontakt sedan /);
    expect(alarm!.text).toContain(`Skärmen ${player.name} hos`);
    expect(subjectsOf(await mailTo(to), [alarm!.subject])).toBe(true);
  });

  it('raises a status at or above the issue level once it has lasted, and not one below', async () => {
    const now = new Date();
    const report = {
      resolution: { width: 1920, height: 1080 },
      orientation: 'Landscape',
      userAgent: 'test',
      appVersion: '1',
      playlistHashCode: null,
      lastInUseHashCode: null,
    };
    const critical = await screen(
      { afterMinutes: 1 },
      {
        lastHeartbeatAt: now,
        statusReport: {
          ...report,
          errors: ['no media'],
          nowPlaying: [{ layerCode: 'l', mediaCode: null }],
        },
      },
    );
    const minor = await screen(
      { afterMinutes: 1 },
      {
        lastHeartbeatAt: now,
        statusReport: {
          ...report,
          errors: ['a video failed'],
          nowPlaying: [{ layerCode: 'l', mediaCode: 'm' }],
        },
      },
    );
    await check(now);
    expect(await messagesOf(critical.player.id)).toEqual([]);
    const later = new Date(now.getTime() + 61_000);
    await app.database.db
      .update(players)
      .set({ lastHeartbeatAt: later })
      .where(inArray(players.id, [critical.player.id, minor.player.id]));
    await check(later);
    expect(await messagesOf(critical.player.id)).toEqual([
      expect.objectContaining({ kind: 'alarm', reason: 'status', statusLevel: 'CriticalIssue' }),
    ]);
    expect(await messagesOf(minor.player.id)).toEqual([]);
  });

  it('raises nothing while a custom status overwrites the online status', async () => {
    const { player } = await screen(
      {},
      {
        lastHeartbeatAt: minutesAgo(60),
        customStatusText: 'Shop closed for renovation',
        customStatusOverwritesOnline: true,
      },
    );
    await check();
    expect(await messagesOf(player.id)).toEqual([]);
  });

  it('raises nothing while the power schedule has the screen off, and counts from power-on', async () => {
    const today = weekdays[(new Date().getUTCDay() + 6) % 7]!;
    const otherDay = weekdays.find((day) => day !== today)!;
    const offToday: PowerScheduleDay[] = [{ day: otherDay, on: '00:00', off: '23:59' }];
    const { player } = await screen(
      { powerSchedule: offToday },
      { lastHeartbeatAt: minutesAgo(60) },
    );
    await check();
    expect(await messagesOf(player.id)).toEqual([]);
    // Switched on: the quarter of an hour counts from now, not from the last heartbeat.
    settings.set(player.id, {});
    await check();
    expect(await messagesOf(player.id)).toEqual([]);
    await check(new Date(Date.now() + 16 * 60_000));
    expect(await messagesOf(player.id)).toHaveLength(1);
  });

  it('raises nothing with AlarmAfterMinutes 0', async () => {
    const { player } = await screen({ afterMinutes: 0 }, { lastHeartbeatAt: minutesAgo(600) });
    await check();
    expect(await messagesOf(player.id)).toEqual([]);
  });
});

async function webhookDelivery(messageId: string) {
  const [delivery] = await app.database.db
    .select()
    .from(externalMessageDeliveries)
    .where(
      and(
        eq(externalMessageDeliveries.messageId, messageId),
        eq(externalMessageDeliveries.channel, 'webhook'),
      ),
    );
  return delivery!;
}

async function jobOf(id: string) {
  const [job] = await app.database.db.select().from(jobs).where(eq(jobs.id, id));
  return job;
}

/** A screen out of contact whose alarm goes to the test's receiver, raised and queued. */
async function alarmPosted(secret = 'the-secret') {
  const { player } = await screen(
    { webhookUrl: hookUrl, webhookSecret: secret },
    { lastHeartbeatAt: minutesAgo(20) },
  );
  await check();
  const [alarm] = await messagesOf(player.id);
  return { alarm: alarm!, delivery: await webhookDelivery(alarm!.id) };
}

async function alarmWebhookErrors(): Promise<number> {
  const answer = await app.inject({
    method: 'GET',
    url: '/support/api/endpoints',
    headers: support,
  });
  const endpoints = answer.json().Endpoints as { id: string; messagesInErrorQueueCount: number }[];
  return endpoints.find((endpoint) => endpoint.id === alarmWebhookQueue)!.messagesInErrorQueueCount;
}

describe('the alarm webhook', () => {
  it('posts the alarm signed with the account’s secret and named by its job', async () => {
    const { alarm, delivery } = await alarmPosted();
    await app.jobs.drain();
    expect(received).toHaveLength(1);
    const [post] = received;
    const expected = createHmac('sha256', 'the-secret').update(post!.body).digest('hex');
    expect(post!.headers['x-marquee-signature']).toBe(`sha256=${expected}`);
    expect(post!.headers['x-marquee-message-id']).toBe(delivery.jobId);
    expect(post!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(post!.body)).toMatchObject({
      id: alarm.messageCode,
      kind: 'alarm',
      reason: 'noContact',
      alarmId: alarm.messageCode,
      subject: alarm.subject,
    });
    expect(await webhookDelivery(alarm.id)).toMatchObject({
      state: 'delivered',
      attempts: 1,
      deliveredAt: expect.any(Date),
    });
  });

  it('never posts a delivered message again, even when its job runs once more', async () => {
    const { delivery } = await alarmPosted();
    await app.jobs.drain();
    expect(received).toHaveLength(1);
    await app.jobs.enqueue(alarmWebhookQueue, { deliveryId: delivery.id });
    await app.jobs.drain();
    expect(received).toHaveLength(1);
  });

  it('puts a post answered 410 in the error queue at once; returned, it arrives once', async () => {
    answerStatus = 410;
    const before = await alarmWebhookErrors();
    const { delivery } = await alarmPosted();
    await app.jobs.drain();
    expect(received).toHaveLength(1);
    expect(await jobOf(delivery.jobId!)).toMatchObject({
      status: 'dead',
      attempts: 1,
      lastError: 'The webhook answered 410',
    });
    expect(await alarmWebhookErrors()).toBe(before + 1);

    answerStatus = 200;
    const returnIt = () =>
      app.inject({
        method: 'POST',
        url: '/support/api/endpoints/returnMessageToSourceQueue',
        headers: support,
        payload: { endpointId: alarmWebhookQueue, messageId: delivery.jobId },
      });
    expect((await returnIt()).statusCode).toBe(200);
    await app.jobs.drain();
    expect((await returnIt()).statusCode).toBe(404);
    await app.jobs.drain();
    expect(received).toHaveLength(2);
    expect(received[1]!.headers['x-marquee-message-id']).toBe(delivery.jobId);
    expect(await alarmWebhookErrors()).toBe(before);
  });

  it('tries a post answered 503 again later', async () => {
    answerStatus = 503;
    const { delivery } = await alarmPosted();
    await app.jobs.drain();
    expect(received).toHaveLength(1);
    const job = await jobOf(delivery.jobId!);
    expect(job).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'The webhook answered 503',
    });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
    await app.database.db.delete(jobs).where(eq(jobs.id, delivery.jobId!));
  });

  it('refuses a private target unless private networks are allowed', async () => {
    const post = postWebhook({
      url: hookUrl,
      body: '{}',
      headers: {},
      allowPrivateNetworks: false,
      timeoutMs: 5_000,
    });
    await expect(post).rejects.toBeInstanceOf(WebhookFailure);
    await expect(post).rejects.toMatchObject({ isFinal: true });
    expect(received).toEqual([]);
  });

  it('refuses plain http to a public address before connecting, even with private networks allowed', async () => {
    const post = postWebhook({
      url: 'http://93.184.215.14/hook',
      body: '{}',
      headers: {},
      allowPrivateNetworks: true,
      timeoutMs: 5_000,
    });
    await expect(post).rejects.toMatchObject({
      isFinal: true,
      message: 'A webhook on a public address must use https',
    });
  });

  it('tells public addresses from private, loopback, link-local and unique-local ones', () => {
    for (const address of ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c']) {
      expect(isPublicAddress(address)).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd12:3456::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'not an address',
    ]) {
      expect(isPublicAddress(address)).toBe(false);
    }
  });
});

describe('the check’s chain', () => {
  it('has one link queued after start however often asked, and each run queues the next 30 s on', async () => {
    const checking = await buildTestApp({ alarms: { checks: true, settingsOf } });
    try {
      await checking.ready();
      const links = () =>
        checking.database.db
          .select()
          .from(jobs)
          .where(and(eq(jobs.namespace, checking.jobs.namespace), eq(jobs.queue, alarmCheckQueue)));
      await expect.poll(async () => (await links()).length).toBe(1);
      expect(await checking.jobs.enqueueUnlessQueued(alarmCheckQueue, {})).toBe(false);
      await checking.jobs.drain();
      const [next, ...more] = await links();
      expect(more).toEqual([]);
      expect(next).toMatchObject({ status: 'queued' });
      expect(next!.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    } finally {
      await checking.close();
    }
  }, 120_000);
});
