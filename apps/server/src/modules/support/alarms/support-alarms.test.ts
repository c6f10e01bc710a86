import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, externalMessages } from '../../../db/schema';
import { readOutbox } from '../../../platform/mail/mail-outbox';
import { mailOutboxDir } from '../../../platform/mail/mail-plugin';
import { buildTestApp, testConfig } from '../../../test/build-test-app';
import { createPlayer } from '../../../test/factories';
import type { createCustomerAccount } from '../../../test/identity-factories';
import { consoleDesks, type Headers } from '../../../test/support-desks';

let app: FastifyInstance;
let support: Headers;
let desk: Headers;
let customer: Headers;
let reached: Awaited<ReturnType<typeof createCustomerAccount>>;
let unreached: Awaited<ReturnType<typeof createCustomerAccount>>;

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'marquee-support-alarms-'));
  app = await buildTestApp({ config: testConfig({ DATA_DIR: dataDir }) });
  ({ reached, unreached, support, limitedDesk: desk, customer } = await consoleDesks(app));
}, 180_000);
afterAll(() => app.close());

/** An alarm about a new screen of the account (or of none), as the check would have written it. */
async function alarm(accountId: string | null, subject = `Alarm ${randomUUID()}`) {
  const db = app.database.db;
  const player = accountId ? await createPlayer(db, accountId) : null;
  const id = randomUUID();
  const [row] = await db
    .insert(externalMessages)
    .values({
      id,
      accountId,
      playerId: player?.id ?? null,
      playerName: player?.name ?? 'A screen long gone',
      kind: 'alarm',
      reason: 'noContact',
      episodeId: id,
      subject,
      text: 'The screen has had no contact.',
    })
    .returning();
  return { code: row!.messageCode, player };
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers = support) =>
  app.inject({ method, url: `/support/api${url}`, headers });

async function listed(query = '', headers: Headers = support): Promise<string[]> {
  const answer = await call('GET', `/externalMessages${query}`, headers);
  expect(answer.statusCode).toBe(200);
  return (answer.json().ExternalMessages as { id: string }[]).map((message) => message.id);
}

describe('listing alarms', () => {
  it('lists the newest first with client and screen, and finds by subject, screen or client name', async () => {
    const older = await alarm(reached.account.id);
    const newer = await alarm(reached.account.id, `Screen Lobby ${randomUUID()} is silent`);
    const all = await listed('?MaxItemsInResult=200');
    expect(all.indexOf(newer.code)).toBeLessThan(all.indexOf(older.code));
    const answer = await call('GET', `/externalMessages?searchText=${older.player!.name}`);
    expect(answer.json().ExternalMessages).toEqual([
      {
        id: older.code,
        kind: 'alarm',
        reason: 'noContact',
        statusLevel: null,
        account: { accountCode: reached.account.accountCode, accountName: reached.account.name },
        player: { playerCode: older.player!.playerCode, name: older.player!.name },
        subject: expect.any(String),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect(await listed('?searchText=Screen%20Lobby')).toContain(newer.code);
    const byClient = await listed(`?searchText=${encodeURIComponent(reached.account.name)}`);
    expect(byClient).toEqual(expect.arrayContaining([older.code, newer.code]));
  });

  it('goes on from the continuation token without repeating a message', async () => {
    for (let n = 0; n < 3; n += 1) await alarm(reached.account.id);
    const first = (await call('GET', '/externalMessages?MaxItemsInResult=2')).json();
    expect(first.hasMore).toBe(true);
    const next = (
      await call(
        'GET',
        `/externalMessages?MaxItemsInResult=2&ContinuationToken=${encodeURIComponent(first.continuationToken)}`,
      )
    ).json();
    const ids = [...first.ExternalMessages, ...next.ExternalMessages].map(
      (message: { id: string }) => message.id,
    );
    expect(new Set(ids).size).toBe(4);
  });

  it('answers 400 naming the field for bad input, and 403 to a customer', async () => {
    const short = await call('GET', '/externalMessages?searchText=ab');
    expect(short.statusCode).toBe(400);
    expect(short.json().success).toEqual({
      ok: false,
      message: expect.stringMatching(/searchText/),
    });
    const page = await call('GET', '/externalMessages?MaxItemsInResult=0');
    expect(page.statusCode).toBe(400);
    expect(page.json().success.message).toMatch(/MaxItemsInResult/);
    expect((await call('GET', '/externalMessages', customer)).statusCode).toBe(403);
  });
});

describe('reach', () => {
  it('shows a limited desk only the messages of clients it reaches; others are 404', async () => {
    const own = await alarm(reached.account.id);
    const other = await alarm(unreached.account.id);
    const noClient = await alarm(null);
    const seen = await listed('?MaxItemsInResult=200', desk);
    expect(seen).toContain(own.code);
    expect(seen).not.toContain(other.code);
    expect(seen).not.toContain(noClient.code);
    for (const { code } of [other, noClient]) {
      expect((await call('GET', `/externalMessages/${code}`, desk)).statusCode).toBe(404);
      expect((await call('POST', `/externalMessages/${code}/resend`, desk)).statusCode).toBe(404);
      expect((await call('DELETE', `/externalMessages/${code}`, desk)).statusCode).toBe(404);
    }
    expect((await call('GET', `/externalMessages/${own.code}`, desk)).statusCode).toBe(200);
    const everything = await listed('?MaxItemsInResult=200');
    expect(everything).toEqual(expect.arrayContaining([other.code, noClient.code]));
    expect((await call('GET', `/externalMessages/${noClient.code}`)).statusCode).toBe(200);
  });
});

describe('a message', () => {
  it('is sent again as a new delivery to the owner, with an audit row', async () => {
    const { code } = await alarm(reached.account.id);
    const resent = await call('POST', `/externalMessages/${code}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().ExternalMessage).toMatchObject({
      id: code,
      alarmId: code,
      text: 'The screen has had no contact.',
      deliveries: [{ channel: 'mail', target: reached.owner.email, state: 'queued' }],
    });
    await app.jobs.drain();
    const detail = (await call('GET', `/externalMessages/${code}`)).json().ExternalMessage;
    expect(detail.deliveries).toEqual([
      expect.objectContaining({ channel: 'mail', state: 'delivered' }),
    ]);
    const mails = (await readOutbox(mailOutboxDir(app.config))).filter(
      (mail) => mail.to === reached.owner.email,
    );
    expect(mails).toHaveLength(1);
    await call('POST', `/externalMessages/${code}/resend`);
    expect(
      (await call('GET', `/externalMessages/${code}`)).json().ExternalMessage.deliveries,
    ).toHaveLength(2);
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'resendExternalMessage'),
          eq(auditLog.accountId, reached.account.id),
        ),
      );
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(audit[0]!.actorUserId).toBeTruthy();
    await app.jobs.drain();
  });

  it('is deleted once, with an audit row; then it is 404', async () => {
    const { code } = await alarm(reached.account.id);
    expect((await call('DELETE', `/externalMessages/${code}`, desk)).statusCode).toBe(200);
    expect((await call('GET', `/externalMessages/${code}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/externalMessages/${code}`)).statusCode).toBe(404);
    // Test files share one PostgreSQL database, so the row is found by its message.
    const rows = await app.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'deleteExternalMessage'),
          eq(auditLog.accountId, reached.account.id),
        ),
      );
    const deleted = rows.filter(
      (row) => (row.details as { before?: { id?: string } }).before?.id === code,
    );
    expect(deleted).toHaveLength(1);
    expect(deleted[0]!.details).toMatchObject({ before: { id: code }, after: null });
  });

  it('answers 404 for a code that names nothing', async () => {
    expect((await call('GET', '/externalMessages/no-such-message')).statusCode).toBe(404);
  });
});
