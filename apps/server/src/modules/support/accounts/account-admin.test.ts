import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, players, users } from '../../../db/schema';
import { decodeQuotedPrintable } from '../../../platform/mail/mail-outbox';
import { buildTestApp, testConfig } from '../../../test/build-test-app';
import { deliveredMail } from '../../../test/delivered-mail';
import { createPlayer } from '../../../test/factories';
import { signIn } from '../../../test/sign-in';
import {
  signInCustomer,
  signInSupport,
  signInSupportReaching,
  type Headers,
} from '../../../test/support-desks';

let app: FastifyInstance;
let outbox: string;
let support: Headers;
let customer: Awaited<ReturnType<typeof signInCustomer>>;
const stamp = Date.now().toString(36);

/** The token of the newest link mailed to an address. */
async function mailedToken(email: string) {
  const mail = (await deliveredMail(app, outbox)).filter((each) => each.to === email).at(-1);
  const link = /http:\/\/localhost:8080(\/oidc\/[^\s]+)/.exec(
    decodeQuotedPrintable(mail?.raw ?? ''),
  )?.[1];
  if (!link) throw new Error(`No link mailed to ${email}`);
  return new URL(link, 'http://x').searchParams.get('token') ?? '';
}

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'marquee-accounts-'));
  outbox = path.join(dataDir, 'mail');
  app = await buildTestApp({ config: testConfig({ DATA_DIR: dataDir }) });
  support = await signInSupport(app);
  customer = await signInCustomer(app);
}, 60_000);
afterAll(() => app.close());

describe('creating an account', () => {
  const newAccount = (email: string) => ({
    AccountName: `Harbour Cinema ${stamp}`,
    BusinessType: 'Hospitality',
    OwnerEmail: email,
    OwnerFirstName: 'Ada',
    OwnerLastName: 'Owner',
  });

  it('lists the business types it accepts', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/support/api/accounts/availableBusinessTypes',
      headers: support,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().BusinessTypes).toContainEqual({
      businessTypeCode: 'Hospitality',
      name: 'Hospitality',
    });
  });

  it('creates the account and invites its owner, who chooses a password and signs in', async () => {
    const email = `owner-${stamp}@cinema.example.com`;
    const answer = await app.inject({
      method: 'POST',
      url: '/support/api/accounts',
      headers: support,
      payload: newAccount(email),
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().client).toMatchObject({
      clientName: `Harbour Cinema ${stamp}`,
      businessType: 'Hospitality',
      isActive: true,
    });
    const chosen = await app.inject({
      method: 'POST',
      url: '/support/api/accounts/userEmailConfirmation',
      payload: { Token: await mailedToken(email), Password: 'a long new password' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(await signIn(app, email, 'a long new password', 'marquee-app')).toMatchObject({
      accessToken: expect.any(String),
    });
    const [row] = await app.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .innerJoin(accounts, eq(accounts.id, auditLog.accountId))
      .where(eq(accounts.accountCode, answer.json().client.clientCode));
    expect(row?.action).toBe('createAccount');
  });

  it('refuses a taken owner address (409), a missing name (400) and a limited desk (403)', async () => {
    const taken = await app.inject({
      method: 'POST',
      url: '/support/api/accounts',
      headers: support,
      payload: newAccount(customer.owner.email),
    });
    expect(taken.statusCode).toBe(409);
    const nameless = await app.inject({
      method: 'POST',
      url: '/support/api/accounts',
      headers: support,
      payload: { ...newAccount(`x-${stamp}@example.com`), AccountName: ' ' },
    });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().success.message).toContain('AccountName');
    const desk = await signInSupportReaching(app, [customer.account.accountCode]);
    const limited = await app.inject({
      method: 'POST',
      url: '/support/api/accounts',
      headers: desk,
      payload: newAccount(`y-${stamp}@example.com`),
    });
    expect(limited.statusCode).toBe(403);
  });
});

describe('staffing an account', () => {
  it("lists the account's roles and invites a user with one of them", async () => {
    const listed = await app.inject({
      method: 'GET',
      url: `/support/api/accounts/${customer.account.accountCode}/roles`,
      headers: support,
    });
    expect(listed.statusCode).toBe(200);
    const names = listed.json().roles.map((role: { roleName: string }) => role.roleName);
    expect(names).toEqual(expect.arrayContaining(['Administrator', 'Publisher', 'User']));
    const publisher = listed
      .json()
      .roles.find((role: { roleName: string }) => role.roleName === 'Publisher');
    const email = `invited-${stamp}@example.com`;
    const invited = await app.inject({
      method: 'POST',
      url: `/support/api/accounts/${customer.account.accountCode}/inviteUser`,
      headers: support,
      payload: { Email: email, FirstName: 'Ivy', RoleCodes: [publisher.roleCode] },
    });
    expect(invited.statusCode).toBe(201);
    expect(await mailedToken(email)).toMatch(/./);
    const [row] = await app.database.db
      .select({ accountId: users.accountId })
      .from(users)
      .where(eq(users.email, email));
    expect(row?.accountId).toBe(customer.account.id);
  });

  it("answers 404 for another account's role and outside the caller's reach", async () => {
    const other = await signInCustomer(app);
    const otherRoles = await app.inject({
      method: 'GET',
      url: `/support/api/accounts/${other.account.accountCode}/roles`,
      headers: support,
    });
    const foreignRole = otherRoles.json().roles[0].roleCode;
    const crossed = await app.inject({
      method: 'POST',
      url: `/support/api/accounts/${customer.account.accountCode}/inviteUser`,
      headers: support,
      payload: { Email: `crossed-${stamp}@example.com`, RoleCodes: [foreignRole] },
    });
    expect(crossed.statusCode).toBe(404);
    const desk = await signInSupportReaching(app, [other.account.accountCode]);
    const outside = await app.inject({
      method: 'GET',
      url: `/support/api/accounts/${customer.account.accountCode}/roles`,
      headers: desk,
    });
    expect(outside.statusCode).toBe(404);
  });
});

describe('deleting an account', () => {
  it('deletes it with its data once its name is repeated, and audits it', async () => {
    const doomed = await signInCustomer(app);
    const player = await createPlayer(app.database.db, doomed.account.id);
    const url = `/support/api/accounts/${doomed.account.accountCode}`;
    const wrong = await app.inject({
      method: 'DELETE',
      url: `${url}?ConfirmAccountName=${encodeURIComponent('Someone else')}`,
      headers: support,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().success.message).toContain('ConfirmAccountName');
    const deleted = await app.inject({
      method: 'DELETE',
      url: `${url}?ConfirmAccountName=${encodeURIComponent(doomed.account.name)}`,
      headers: support,
    });
    expect(deleted.statusCode).toBe(200);
    const db = app.database.db;
    expect(await db.select().from(accounts).where(eq(accounts.id, doomed.account.id))).toEqual([]);
    expect(await db.select().from(players).where(eq(players.id, player.id))).toEqual([]);
    expect(await db.select().from(users).where(eq(users.accountId, doomed.account.id))).toEqual([]);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'deleteAccount'));
    expect(audits.map((audit) => audit.details)).toContainEqual(
      expect.objectContaining({ accountCode: doomed.account.accountCode }),
    );
  });

  it("answers 404 outside the caller's reach and 403 to a customer", async () => {
    const url = `/support/api/accounts/${customer.account.accountCode}?ConfirmAccountName=${encodeURIComponent(customer.account.name)}`;
    const desk = await signInSupportReaching(app, ['someone-else']);
    expect((await app.inject({ method: 'DELETE', url, headers: desk })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url, headers: customer.headers })).statusCode,
    ).toBe(403);
    expect(
      await app.database.db.select().from(accounts).where(eq(accounts.id, customer.account.id)),
    ).toHaveLength(1);
  });
});
