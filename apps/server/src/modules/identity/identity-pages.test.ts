import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { languageCodes } from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { decodeQuotedPrintable } from '../../platform/mail/mail-outbox';
import { deliveredMail } from '../../test/delivered-mail';
import { buildTestApp, testConfig } from '../../test/build-test-app';
import { createCustomerAccount, createCustomerUser } from '../../test/identity-factories';
import { signIn } from '../../test/sign-in';
import { catalogues } from './pages/messages';

let app: FastifyInstance;
let outbox: string;
let account: Awaited<ReturnType<typeof createCustomerAccount>>;

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'marquee-pages-'));
  outbox = path.join(dataDir, 'mail');
  app = await buildTestApp({ config: testConfig({ DATA_DIR: dataDir }) });
  account = await createCustomerAccount(app.database.db);
});
afterAll(() => app.close());

function form(url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function linkMailedTo(email: string) {
  const mail = (await deliveredMail(app, outbox)).filter((m) => m.to === email).at(-1);
  const text = decodeQuotedPrintable(mail?.raw ?? '');
  const link = /http:\/\/localhost:8080(\/oidc\/password\/reset\?token=[\w-]+)/.exec(text)?.[1];
  if (!link) throw new Error(`No reset link mailed to ${email}`);
  return { text, link };
}

describe('catalogues', () => {
  it('keep the same keys in all four languages', () => {
    const english = Object.keys(catalogues.en_US).sort();
    for (const code of languageCodes) expect(Object.keys(catalogues[code]).sort()).toEqual(english);
  });
});

describe('forgot and reset password pages', () => {
  it.each(languageCodes)(
    'mails a working reset link in %s and the link page is in that language',
    async (code) => {
      const user = await createCustomerUser(
        app.database.db,
        account.account.id,
        account.roleIds,
        'User',
      );
      await app.database.db.update(users).set({ languageCode: code }).where(eq(users.id, user.id));
      const page = await app.inject({ method: 'GET', url: `/oidc/password/forgot?lang=${code}` });
      expect(page.body).toContain(`<html lang="${code.slice(0, 2)}">`);
      const sent = await form(`/oidc/password/forgot?lang=${code}`, { email: user.email });
      expect(sent.body).toContain(catalogues[code].forgotSent);
      const { text, link } = await linkMailedTo(user.email);
      expect(text).toContain(catalogues[code].resetBody.slice(0, 30));
      const choose = await app.inject({ method: 'GET', url: `${link}&lang=${code}` });
      expect(choose.statusCode).toBe(200);
      expect(choose.body).toContain(catalogues[code].resetTitle);
      const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
      const saved = await form(`/oidc/password/reset?lang=${code}`, {
        token,
        password: 'fresh password 123',
        repeatPassword: 'fresh password 123',
      });
      expect(saved.statusCode).toBe(200);
      await expect(signIn(app, user.email, 'fresh password 123')).resolves.toHaveProperty(
        'accessToken',
      );
    },
  );

  it('answers the same page for an unknown address and sends nothing', async () => {
    const before = (await deliveredMail(app, outbox)).length;
    const sent = await form('/oidc/password/forgot', { email: 'ghost@nowhere.example.com' });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain(catalogues.en_US.forgotSent);
    expect((await deliveredMail(app, outbox)).length).toBe(before);
  });

  it('refuses an invalid address with a 400 that says why', async () => {
    const sent = await form('/oidc/password/forgot', { email: 'not an address' });
    expect(sent.statusCode).toBe(400);
    expect(sent.body).toContain('Enter a valid email address.');
  });

  it('refuses a tampered, used or missing reset token with 400', async () => {
    for (const url of [
      '/oidc/password/reset?token=tampered-token-that-never-existed',
      '/oidc/password/reset',
    ]) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('This link is not valid or has expired.');
    }
    const posted = await form('/oidc/password/reset', {
      token: 'tampered-token-that-never-existed',
      password: 'fresh password 123',
      repeatPassword: 'fresh password 123',
    });
    expect(posted.statusCode).toBe(400);
  });

  it('refuses a short password and keeps the link usable', async () => {
    const user = await createCustomerUser(
      app.database.db,
      account.account.id,
      account.roleIds,
      'User',
    );
    await form('/oidc/password/forgot', { email: user.email });
    const { link } = await linkMailedTo(user.email);
    const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
    const short = await form('/oidc/password/reset', {
      token,
      password: 'short',
      repeatPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('at least 10 characters');
    expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
  });
});

describe('e-mail confirmation page', () => {
  it('refuses an unknown token with 400', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/oidc/email/confirm?token=unknown-token-of-twenty-chars',
    });
    expect(page.statusCode).toBe(400);
    const posted = await form('/oidc/email/confirm', { token: 'unknown-token-of-twenty-chars' });
    expect(posted.statusCode).toBe(400);
  });
});

describe('password mail limits', () => {
  it('mails an address at most five times an hour and answers the same after that', async () => {
    const user = await createCustomerUser(
      app.database.db,
      account.account.id,
      account.roleIds,
      'User',
    );
    const count = async () =>
      (await deliveredMail(app, outbox)).filter((m) => m.to === user.email).length;
    for (let i = 0; i < 7; i += 1) {
      const sent = await form('/oidc/password/forgot', { email: user.email });
      expect(sent.body).toContain(catalogues.en_US.forgotSent);
    }
    expect(await count()).toBe(5);
  });
});
