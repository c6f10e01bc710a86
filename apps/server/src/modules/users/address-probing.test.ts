import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTokens, users } from '../../db/schema';
import { decodeQuotedPrintable } from '../../platform/mail/mail-outbox';
import { buildTestApp, testConfig } from '../../test/build-test-app';
import { deliveredMail } from '../../test/delivered-mail';
import {
  createCustomerAccount,
  createCustomerUser,
  createSupportUser,
  testPassword,
} from '../../test/identity-factories';
import { saveOwnProfile } from '../../test/own-profile';
import { bearer, signIn } from '../../test/sign-in';
import { translator } from '../identity/pages/messages';

let app: FastifyInstance;
let outbox: string;
let cafe: Awaited<ReturnType<typeof createCustomerAccount>>;
let retail: Awaited<ReturnType<typeof createCustomerAccount>>;
let cafeAuth: { authorization: string };

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'marquee-probing-'));
  outbox = path.join(dataDir, 'mail');
  app = await buildTestApp({ config: testConfig({ DATA_DIR: dataDir }) });
  cafe = await createCustomerAccount(app.database.db);
  retail = await createCustomerAccount(app.database.db);
  cafeAuth = bearer(await signIn(app, cafe.owner.email, testPassword));
});
afterAll(() => app.close());

const mailsTo = async (email: string) =>
  (await deliveredMail(app, outbox))
    .filter((mail) => mail.to.toLowerCase() === email.toLowerCase())
    .map((mail) => decodeQuotedPrintable(mail.raw));

const invite = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/users/inviteUser',
    headers: cafeAuth,
    payload: { Email: email, FirstName: 'Pat', LastName: 'Probe' },
  });

/** An answer with what differs between any two invitations (the address, the new id) blanked. */
function shapeOf(response: { statusCode: number; body: string }, email: string) {
  const body = JSON.parse(response.body.replaceAll(email.toLowerCase(), 'ADDRESS')) as {
    user: { userId: string };
  };
  return { status: response.statusCode, body: { ...body, user: { ...body.user, userId: 'ID' } } };
}

describe('inviting an address used in another account', () => {
  it('answers exactly like inviting a free address and adds nobody to the account', async () => {
    const free = `free-${Date.now()}@example.com`;
    const freeAnswer = await invite(free);
    const usedAnswer = await invite(retail.owner.email);
    expect(usedAnswer.statusCode).toBe(201);
    expect(shapeOf(usedAnswer, retail.owner.email)).toEqual(shapeOf(freeAnswer, free));
    expect(usedAnswer.json().user.userId).toMatch(/^[\w-]{12}$/);
    const [holder] = await app.database.db
      .select()
      .from(users)
      .where(eq(users.id, retail.owner.id));
    expect(holder?.accountId).toBe(retail.account.id);
    const listed = await app.inject({
      method: 'GET',
      url: `/api/users?SearchText=${encodeURIComponent(retail.owner.email)}`,
      headers: cafeAuth,
    });
    expect(listed.json().users).toEqual([]);
  });

  it("mails the address's holder that they already have a sign-in, with no password link", async () => {
    await invite(retail.owner.email);
    const [note] = (await mailsTo(retail.owner.email)).slice(-1);
    const opening = translator('en_US')('existingInvitationBody').split('{')[0]!.trim();
    expect(note).toContain(opening);
    expect(note).not.toContain('token=');
    const tokens = await app.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, retail.owner.id));
    expect(tokens).toEqual([]);
  });

  it('answers a support staff address like a free one too', async () => {
    const staff = await createSupportUser(app.database.db);
    expect((await invite(staff.email)).statusCode).toBe(201);
  });

  it('still answers 409 for an address already in the own account', async () => {
    const colleague = await createCustomerUser(
      app.database.db,
      cafe.account.id,
      cafe.roleIds,
      'User',
    );
    expect((await invite(colleague.email.toUpperCase())).statusCode).toBe(409);
  });
});

describe('moving the own profile to an address used elsewhere', () => {
  const moveTo = (auth: { authorization: string }, email: string) =>
    saveOwnProfile(app, auth, email);

  it('answers like a free address, keeps the address and tells the holder', async () => {
    const mover = await createCustomerUser(app.database.db, cafe.account.id, cafe.roleIds, 'User');
    const auth = bearer(await signIn(app, mover.email, testPassword));
    const free = await moveTo(auth, `elsewhere-${Date.now()}@example.com`);
    const used = await moveTo(auth, retail.owner.email);
    expect(used.statusCode).toBe(free.statusCode);
    expect(used.body).toBe(free.body);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, mover.id));
    expect(row?.email).toBe(mover.email);
    const [note] = (await mailsTo(retail.owner.email)).slice(-1);
    expect(note).toContain(translator('en_US')('emailInUseBody').slice(0, 40));
    expect(note).not.toContain('token=');
    const pending = await app.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.email, retail.owner.email.toLowerCase()));
    expect(pending).toEqual([]);
  });
});
