import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { choosePassword } from '../modules/identity';
import { TestScreen } from '../modules/screen-gateway/screen-gateway-test-screen';
import { mailOutboxDir } from '../platform/mail/mail-plugin';
import { decodeQuotedPrintable } from '../platform/mail/mail-outbox';
import { deliveredMail } from '../test/delivered-mail';
import { createEmptyDatabase, type EmptyDatabase } from '../test/empty-database';
import { testConfig } from '../test/build-test-app';
import { createCustomerAccount, testPassword } from '../test/identity-factories';
import { bearer, signIn } from '../test/sign-in';
import { accounts, playerFormats, roles, userRoles, users } from '../db/schema';
import type { DemoSeed } from './seed-demo';

const cleanUps: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

/** A data folder and an empty database of their own, kept across the test's restarts. */
async function freshInstallation() {
  const database: EmptyDatabase = await createEmptyDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'marquee-first-start-'));
  cleanUps.push(() => rm(dataDir, { recursive: true, force: true }), database.remove);
  return { database, dataDir };
}

async function start(
  installation: Awaited<ReturnType<typeof freshInstallation>>,
  env: Record<string, string>,
  logLines: string[] = [],
  onDemoSeeded?: (demo: DemoSeed) => void,
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig({ DATA_DIR: installation.dataDir, LOG_LEVEL: 'info', ...env }),
    databaseLocation: installation.database.location,
    logDestination: { write: (line) => void logLines.push(line) },
    onDemoSeeded,
  });
  await app.database.ready;
  return app;
}

async function countOf(app: FastifyInstance, table: typeof users | typeof accounts) {
  const [row] = await app.database.db.select({ value: count() }).from(table);
  return row?.value;
}

describe('a production start on an empty database', () => {
  it('seeds no demo and no user, but the built-in formats, and a screen pairs with one', async () => {
    const installation = await freshInstallation();
    const app = await start(installation, { NODE_ENV: 'production' });
    expect(await countOf(app, accounts)).toBe(0);
    expect(await countOf(app, users)).toBe(0);

    const customer = await createCustomerAccount(app.database.db);
    const owner = bearer(await signIn(app, customer.owner.email, testPassword));
    const formats = await app.inject({ method: 'GET', url: '/api/playerformats/', headers: owner });
    const list = formats.json<{
      PlayerFormats: Array<{ playerFormatCode: string; layers: unknown[] }>;
    }>();
    expect(list.PlayerFormats).toHaveLength(3);
    expect(list.PlayerFormats.some((format) => format.layers.length === 2)).toBe(true);

    const screen = await TestScreen.register(app);
    const paired = await app.inject({
      method: 'POST',
      url: '/api/players',
      headers: owner,
      payload: {
        playerSecret: screen.pairingCode,
        name: 'Lobby',
        playerFormatCode: list.PlayerFormats[0]?.playerFormatCode,
      },
    });
    expect(paired.statusCode).toBe(201);
    await app.close();

    // Another start adds no second set.
    const again = await start(installation, { NODE_ENV: 'production' });
    const globals = await again.database.db
      .select({ id: playerFormats.id })
      .from(playerFormats)
      .where(isNull(playerFormats.accountId));
    expect(globals).toHaveLength(3);
    await again.close();
  });

  it('seeds the demo when asked to, logging no password, and hands its sign-ins over once', async () => {
    const installation = await freshInstallation();
    const env = { NODE_ENV: 'production', SEED_DEMO: 'true', SEED_PASSWORD: 'demo-password-9' };
    const log: string[] = [];
    const seeded: DemoSeed[] = [];
    const app = await start(installation, env, log, (demo) => seeded.push(demo));
    expect(await countOf(app, accounts)).toBe(2);
    expect(log.join('\n')).toContain('Seeded the demo');
    expect(log.join('\n')).not.toContain('demo-password-9');
    expect(seeded.map((demo) => demo.signIns.map((signIn) => signIn.app))).toEqual([
      ['customer app', 'customer app', 'support console'],
    ]);
    expect(seeded[0]?.isPasswordGenerated).toBe(false);
    await app.close();

    const again = await start(installation, env, [], (demo) => seeded.push(demo));
    expect(seeded).toHaveLength(1);
    await again.close();
  });
});

describe('ADMIN_EMAIL', () => {
  const adminEmail = 'ops@example.com';

  it('invites the first support administrator by mail once, across restarts', async () => {
    const installation = await freshInstallation();
    const env = { NODE_ENV: 'production', ADMIN_EMAIL: 'Ops@Example.com' };
    const log: string[] = [];
    const app = await start(installation, env, log);
    const outbox = mailOutboxDir({ dataDir: installation.dataDir });
    const mail = await deliveredMail(app, outbox);
    expect(mail.map((message) => message.to)).toEqual([adminEmail]);
    const link = /http:\/\/localhost:8080\/oidc\/password\/reset\?token=([\w-]+)/.exec(
      decodeQuotedPrintable(mail[0]?.raw ?? ''),
    );
    expect(link).not.toBeNull();
    expect(log.join('\n')).not.toContain(adminEmail);

    const db = app.database.db;
    const [admin] = await db
      .select({ userType: users.userType, hash: users.passwordHash, role: roles.name })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(users.email, adminEmail));
    expect(admin).toEqual({ userType: 'Support', hash: null, role: 'Support administrator' });

    // The invitation's link sets the password; the administrator then signs in to the console.
    const token = decodeURIComponent(link?.[1] ?? '');
    expect(await choosePassword(db, token, 'a long enough password')).toBe(true);
    const tokens = await signIn(app, adminEmail, 'a long enough password', 'marquee-support');
    const me = await app.inject({
      method: 'GET',
      url: '/support/api/users',
      headers: bearer(tokens),
    });
    expect(me.json().user).toMatchObject({ email: adminEmail, userType: 'Support' });
    await app.close();

    const again = await start(installation, env);
    expect(await deliveredMail(again, outbox)).toHaveLength(1);
    expect(await countOf(again, users)).toBe(1);
    await again.close();
  });

  it('invites nobody when the demo brought a support administrator', async () => {
    const installation = await freshInstallation();
    const app = await start(installation, {
      SEED_DEMO: 'true',
      SEED_PASSWORD: 'demo-password-9',
      ADMIN_EMAIL: adminEmail,
    });
    expect(await deliveredMail(app, mailOutboxDir(installation))).toEqual([]);
    await app.close();
  });

  it('leaves a customer who has the address alone', async () => {
    const installation = await freshInstallation();
    const first = await start(installation, { NODE_ENV: 'production' });
    const customer = await createCustomerAccount(first.database.db);
    await first.close();
    const log: string[] = [];
    const app = await start(
      installation,
      { NODE_ENV: 'production', ADMIN_EMAIL: customer.owner.email },
      log,
    );
    expect(await deliveredMail(app, mailOutboxDir(installation))).toEqual([]);
    const [owner] = await app.database.db
      .select({ userType: users.userType })
      .from(users)
      .where(eq(users.id, customer.owner.id));
    expect(owner?.userType).toBe('Customer');
    expect(log.join('\n')).toContain('nobody invited');
    await app.close();
  });
});
