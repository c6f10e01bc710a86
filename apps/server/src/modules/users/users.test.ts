import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { languageCodes } from '@marquee/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users, userTokens } from '../../db/schema';
import { decodeQuotedPrintable } from '../../platform/mail/mail-outbox';
import { deliveredMail } from '../../test/delivered-mail';
import { translator } from '../identity/pages/messages';
import { buildTestApp, testConfig } from '../../test/build-test-app';
import {
  createCustomerAccount,
  createCustomerUser,
  testPassword,
} from '../../test/identity-factories';
import { saveOwnProfile } from '../../test/own-profile';
import { bearer, signIn } from '../../test/sign-in';

let app: FastifyInstance;
let outbox: string;
let retail: Awaited<ReturnType<typeof createCustomerAccount>>;
let ownerAuth: { authorization: string };

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'marquee-users-'));
  outbox = path.join(dataDir, 'mail');
  app = await buildTestApp({ config: testConfig({ DATA_DIR: dataDir }) });
  retail = await createCustomerAccount(app.database.db);
  ownerAuth = bearer(await signIn(app, retail.owner.email, testPassword));
});
afterAll(() => app.close());

/** The newest mail to an address and the identity link in it. */
async function lastLinkTo(email: string) {
  const mails = (await deliveredMail(app, outbox)).filter((mail) => mail.to === email);
  const mail = mails.at(-1);
  const link = /http:\/\/localhost:8080(\/oidc\/[^\s]+)/.exec(
    decodeQuotedPrintable(mail?.raw ?? ''),
  )?.[1];
  if (!mail || !link) throw new Error(`No link mailed to ${email}`);
  return { mail, path: link, token: new URL(link, 'http://x').searchParams.get('token') ?? '' };
}

function choosePasswordOnPage(pathWithToken: string, password: string, repeat = password) {
  const token = new URL(pathWithToken, 'http://x').searchParams.get('token') ?? '';
  return app.inject({
    method: 'POST',
    url: '/oidc/password/reset',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, password, repeatPassword: repeat }).toString(),
  });
}

describe('the signed-in user', () => {
  it('returns roles, names, account, owner and admin flags, permissions and preferences', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/users/signedInUser',
      headers: ownerAuth,
    });
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user).toMatchObject({
      id: retail.owner.userCode,
      accountCode: retail.account.accountCode,
      isOwner: true,
      isAdmin: true,
      userType: 'Customer',
      isSupportAccess: false,
      languageCode: 'en_US',
      roles: [{ roleName: 'Administrator' }],
    });
    expect(user.authorisation.RolesAndUsers).toBe('AddAndEdit');
  });
});

describe('listing users', () => {
  it('pages through the account users in a stable order and searches by name or address', async () => {
    for (let i = 0; i < 3; i += 1)
      await createCustomerUser(app.database.db, retail.account.id, retail.roleIds, 'User');
    const page1 = await app.inject({
      method: 'GET',
      url: '/api/users?MaxItemsInResult=2',
      headers: ownerAuth,
    });
    const page2 = await app.inject({
      method: 'GET',
      url: '/api/users?MaxItemsInResult=2&SkipItemsInResult=2',
      headers: ownerAuth,
    });
    expect(page1.json().users).toHaveLength(2);
    expect(page1.json().hasMore).toBe(true);
    const ids = [...page1.json().users, ...page2.json().users].map(
      (u: { userId: string }) => u.userId,
    );
    expect(new Set(ids).size).toBe(ids.length);
    const search = await app.inject({
      method: 'GET',
      url: `/api/users?SearchText=${encodeURIComponent(retail.owner.email.slice(0, 12))}`,
      headers: ownerAuth,
    });
    const owner = search
      .json()
      .users.find((u: { email: string }) => u.email === retail.owner.email);
    expect(owner.lastLogin).not.toBeNull();
  });

  it('lists only active or only inactive users when IsActive is given', async () => {
    const inactive = await createCustomerUser(
      app.database.db,
      retail.account.id,
      retail.roleIds,
      'User',
    );
    await app.database.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    const listed = async (isActive: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/users?IsActive=${isActive}&MaxItemsInResult=200`,
        headers: ownerAuth,
      });
      expect(response.statusCode).toBe(200);
      return response.json().users as Array<{ userId: string; email: string; isActive: boolean }>;
    };
    const onlyInactive = await listed('false');
    expect(onlyInactive.map((u) => u.userId)).toContain(inactive.userCode);
    expect(onlyInactive.every((u) => !u.isActive)).toBe(true);
    const onlyActive = await listed('true');
    expect(onlyActive.map((u) => u.userId)).not.toContain(inactive.userCode);
    expect(onlyActive.some((u) => u.email === retail.owner.email)).toBe(true);
  });

  it('refuses a search text shorter than 3 characters with a 400 naming the field', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/users?SearchText=ab',
      headers: ownerAuth,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success.message).toContain('SearchText');
  });

  it('answers 403 for a user without the RolesAndUsers permission', async () => {
    const plain = await createCustomerUser(
      app.database.db,
      retail.account.id,
      retail.roleIds,
      'User',
    );
    const tokens = await signIn(app, plain.email, testPassword);
    const response = await app.inject({
      method: 'GET',
      url: '/api/users',
      headers: bearer(tokens),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('inviting users', () => {
  it('mails an invitation whose link lets the user choose a password once, then sign in', async () => {
    const email = `invited-${Date.now()}@example.com`;
    const invite = await app.inject({
      method: 'POST',
      url: '/api/users/inviteUser',
      headers: ownerAuth,
      payload: { Email: email, FirstName: 'Ina', RoleCodes: [], LanguageCode: 'de_DE' },
    });
    expect(invite.statusCode).toBe(201);
    expect(invite.json().user.isInvitationPending).toBe(true);
    const { mail, path: link } = await lastLinkTo(email);
    expect(decodeQuotedPrintable(mail.raw)).toContain('Wählen Sie Ihr Passwort');
    const page = await app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Choose your password');
    expect((await choosePasswordOnPage(link, 'a new password 1', 'another one')).statusCode).toBe(
      400,
    );
    expect((await choosePasswordOnPage(link, 'a new password 1')).statusCode).toBe(200);
    expect((await choosePasswordOnPage(link, 'a new password 2')).statusCode).toBe(400);
    await expect(signIn(app, email, 'a new password 1')).resolves.toHaveProperty('accessToken');
  });

  it('writes the invitation in the language chosen for the user, with a working link', async () => {
    for (const code of languageCodes) {
      const email = `lang-${code.toLowerCase().replace('_', '-')}-${Date.now()}@example.com`;
      const invite = await app.inject({
        method: 'POST',
        url: '/api/users/inviteUser',
        headers: ownerAuth,
        payload: { Email: email, LanguageCode: code },
      });
      expect(invite.statusCode).toBe(201);
      const { mail, path: link } = await lastLinkTo(email);
      // The body's opening words, before its first placeholder, are that language's own.
      const opening = translator(code)('invitationBody').split('{')[0]!.trim();
      expect(opening.length).toBeGreaterThan(10);
      expect(decodeQuotedPrintable(mail.raw)).toContain(opening);
      expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    }
  });

  it('refuses an address that already has a user with 409', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/inviteUser',
      headers: ownerAuth,
      payload: { Email: retail.owner.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(409);
  });

  it('refuses an expired invitation link and changes nothing', async () => {
    const email = `late-${Date.now()}@example.com`;
    await app.inject({
      method: 'POST',
      url: '/api/users/inviteUser',
      headers: ownerAuth,
      payload: { Email: email },
    });
    const { token } = await lastLinkTo(email);
    const [invited] = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    // Only this invitation expires: the database may be shared with other files' tests.
    await app.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, invited?.id ?? ''));
    const response = await app.inject({
      method: 'POST',
      url: '/api/accounts/userEmailConfirmation',
      payload: { Token: token, Password: 'a fine password' },
    });
    expect(response.statusCode).toBe(400);
    await expect(signIn(app, email, 'a fine password')).rejects.toThrow();
  });
});

describe('passwords', () => {
  it('answers forgot-password alike for known and unknown addresses and mails only the known one', async () => {
    const user = await createCustomerUser(
      app.database.db,
      retail.account.id,
      retail.roleIds,
      'User',
    );
    const known = await app.inject({
      method: 'POST',
      url: '/api/users/forgotPassword',
      payload: { Email: user.email },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/users/forgotPassword',
      payload: { Email: 'nobody-here@example.com' },
    });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    const { token } = await lastLinkTo(user.email);
    expect(
      (await deliveredMail(app, outbox)).some((mail) => mail.to === 'nobody-here@example.com'),
    ).toBe(false);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/users/confirmNewPassword',
      payload: { Token: token, Password: 'my brand new password' },
    });
    expect(reset.statusCode).toBe(200);
    const reused = await app.inject({
      method: 'POST',
      url: '/api/users/confirmNewPassword',
      payload: { Token: token, Password: 'yet another password' },
    });
    expect(reused.statusCode).toBe(400);
    await expect(signIn(app, user.email, 'my brand new password')).resolves.toHaveProperty(
      'accessToken',
    );
  });

  it('renews an invitation or mails a reset from the users screen', async () => {
    const user = await createCustomerUser(
      app.database.db,
      retail.account.id,
      retail.roleIds,
      'User',
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/resetPasswordOrInvitation',
      headers: ownerAuth,
      payload: { UserId: user.userCode },
    });
    expect(response.json()).toMatchObject({ kind: 'reset', email: user.email });
  });
});

describe('profile and e-mail confirmation', () => {
  it('applies a new address only after its confirmation link is used', async () => {
    const user = await createCustomerUser(
      app.database.db,
      retail.account.id,
      retail.roleIds,
      'User',
    );
    const auth = bearer(await signIn(app, user.email, testPassword));
    const newEmail = `moved-${Date.now()}@example.com`;
    const update = await saveOwnProfile(app, auth, newEmail, {
      langCode: 'sv_SE',
      dateFormat: 'DD.MM.YYYY',
    });
    expect(update.json().isEmailConfirmationSent).toBe(true);
    const before = await app.inject({
      method: 'GET',
      url: '/api/users/signedInUser',
      headers: auth,
    });
    expect(before.json().user).toMatchObject({
      email: user.email,
      firstName: 'Mo',
      languageCode: 'sv_SE',
    });
    const { token } = await lastLinkTo(newEmail);
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/users/userEmailConfirmation/',
      payload: { Token: token },
    });
    expect(confirm.statusCode).toBe(200);
    const after = await app.inject({
      method: 'GET',
      url: '/api/users/signedInUser',
      headers: auth,
    });
    expect(after.json().user.email).toBe(newEmail);
  });
});

describe('ownership', () => {
  it('hands ownership over and the previous owner keeps the Administrator role', async () => {
    const account = await createCustomerAccount(app.database.db);
    const heir = await createCustomerUser(
      app.database.db,
      account.account.id,
      account.roleIds,
      'User',
    );
    const auth = bearer(await signIn(app, account.owner.email, testPassword));
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/modifyOwner',
      headers: auth,
      payload: { FromUserId: account.owner.userCode, ToUserId: heir.userCode },
    });
    expect(response.statusCode).toBe(200);
    const owner = await app.inject({ method: 'GET', url: '/api/users/owner', headers: auth });
    expect(owner.json().owner.userId).toBe(heir.userCode);
    const me = await app.inject({ method: 'GET', url: '/api/users/signedInUser', headers: auth });
    expect(me.json().user).toMatchObject({
      isOwner: false,
      isAdmin: true,
      roles: [{ roleName: 'Administrator' }],
    });
    const [row] = await app.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, account.account.id));
    expect(row?.ownerUserId).toBe(heir.id);
  });
});
