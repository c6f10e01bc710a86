import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generateKeyPair, importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, testConfig } from '../../test/build-test-app';
import { deliveredMail } from '../../test/delivered-mail';
import { startExternalIssuer, type ExternalIssuer } from '../../test/external-issuer';
import { decodeQuotedPrintable } from '../../platform/mail/mail-outbox';
import {
  createCustomerAccount,
  createCustomerUser,
  createSupportUser,
} from '../../test/identity-factories';
import { bearer } from '../../test/sign-in';

const audience = 'https://signs.example.com/api';

let issuer: ExternalIssuer;
let otherIssuer: ExternalIssuer;
let app: FastifyInstance;
let customer: Awaited<ReturnType<typeof createCustomerAccount>>;
let member: { userCode: string; email: string };
let supportUserCode: string;
let dataDir: string;

beforeAll(async () => {
  issuer = await startExternalIssuer(audience);
  otherIssuer = await startExternalIssuer(audience);
  dataDir = await mkdtemp(path.join(tmpdir(), 'marquee-external-'));
  app = await buildTestApp({
    config: testConfig({
      DATA_DIR: dataDir,
      OIDC_ISSUER: issuer.url,
      OIDC_AUDIENCE: audience,
      OIDC_SUPPORT_CLIENT_ID: 'signage-console',
    }),
  });
  const db = app.database.db;
  customer = await createCustomerAccount(db);
  member = await createCustomerUser(db, customer.account.id, customer.roleIds, 'User');
  supportUserCode = (await createSupportUser(db)).userCode;
});
afterAll(async () => {
  await app.close();
  await Promise.all([issuer.close(), otherIssuer.close()]);
});

function signedInUser(token: string) {
  return app.inject({
    method: 'GET',
    url: '/api/users/signedInUser',
    headers: bearer({ accessToken: token }),
  });
}

/** A token with the right issuer and audience, signed by a key the issuer never published. */
async function signedElsewhere(claims: Record<string, unknown>, issuerUrl = issuer.url) {
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuer(issuerUrl)
    .setAudience(audience)
    .setSubject(customer.owner.userCode)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(privateKey);
}

describe('an external issuer configured with OIDC_ISSUER', () => {
  it('tells the apps to sign in there, with the configured client ids', async () => {
    const customerApp = await app.inject({ method: 'GET', url: '/api/identity/configuration' });
    expect(customerApp.json()).toMatchObject({ authority: issuer.url, clientId: 'marquee-app' });
    const console = await app.inject({ method: 'GET', url: '/support/api/identity/configuration' });
    expect(console.json()).toMatchObject({ authority: issuer.url, clientId: 'signage-console' });
  });

  it('leaves signing in and passwords to the issuer, and keeps the e-mail confirmation page', async () => {
    for (const url of ['/oidc/.well-known/openid-configuration', '/oidc/password/forgot']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const confirm = await app.inject({
      method: 'GET',
      url: '/oidc/email/confirm?token=unknown-token-of-twenty-chars',
    });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.headers['content-type']).toContain('text/html');
  });

  it('accepts its token whose subject is a user code, with account and type from our data', async () => {
    const token = await issuer.accessToken({ subject: customer.owner.userCode });
    const response = await signedInUser(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: customer.owner.userCode,
      accountCode: customer.account.accountCode,
      userType: 'Customer',
      isSupportAccess: false,
    });
  });

  it('invites a user to sign in at the app, with no password link that would lead nowhere', async () => {
    const token = await issuer.accessToken({ subject: customer.owner.userCode });
    const email = `guest-${Date.now()}@example.com`;
    const invited = await app.inject({
      method: 'POST',
      url: '/api/users/inviteUser',
      headers: bearer({ accessToken: token }),
      payload: { Email: email, FirstName: 'Gail', LastName: 'Guest' },
    });
    expect(invited.statusCode).toBe(201);
    const mail = (await deliveredMail(app, path.join(dataDir, 'mail'))).find((m) => m.to === email);
    const text = decodeQuotedPrintable(mail?.raw ?? '');
    expect(text).toContain('Sign in with this e-mail address');
    expect(text).toContain(`${app.config.publicUrl}/\n`);
    expect(text).not.toContain('/oidc/');
  });

  it('names the user by a verified e-mail address when its subject is its own', async () => {
    const claims = { email: member.email.toUpperCase(), email_verified: true };
    const token = await issuer.accessToken({ subject: 'idp|4711', claims });
    const response = await signedInUser(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(member.userCode);

    const unverified = await issuer.accessToken({
      subject: 'idp|4711',
      claims: { email: member.email, email_verified: false },
    });
    expect((await signedInUser(unverified)).statusCode).toBe(401);
  });

  it('refuses other keys, another issuer, another audience and expired tokens, changing nothing', async () => {
    const subject = customer.owner.userCode;
    const refused = {
      otherKeys: await signedElsewhere({}),
      otherIssuer: await otherIssuer.accessToken({ subject }),
      otherAudience: await issuer.accessToken({ subject, audience: 'https://else.example/api' }),
      expired: await issuer.accessToken({ subject, lifetimeSeconds: 1 }),
    };
    await new Promise((resolve) => setTimeout(resolve, 2100));
    for (const [name, token] of Object.entries(refused)) {
      const removal = await app.inject({
        method: 'DELETE',
        url: `/api/users/${member.userCode}`,
        headers: bearer({ accessToken: token }),
      });
      expect({ name, status: removal.statusCode }).toEqual({ name, status: 401 });
    }
    const [stillThere] = await app.database.db
      .select({ isActive: users.isActive })
      .from(users)
      .where(eq(users.userCode, member.userCode));
    expect(stillThere?.isActive).toBe(true);
  });
});

describe('support access with an external issuer', () => {
  it('is never taken from the external issuer’s claims', async () => {
    const token = await issuer.accessToken({
      subject: supportUserCode,
      claims: {
        supportAccess: true,
        userType: 'Support',
        accountCode: customer.account.accountCode,
      },
    });
    const response = await signedInUser(token);
    expect(response.statusCode).toBe(403);
    const users = await app.inject({
      method: 'GET',
      url: '/api/users',
      headers: bearer({ accessToken: token }),
    });
    expect(users.statusCode).toBe(403);
  });

  it('is refused when signed with the issuer’s keys but naming our own issuer', async () => {
    const { localIssuer } = await app.identityServer();
    const forged = await signedElsewhere(
      { supportAccess: true, userType: 'Support', accountCode: customer.account.accountCode },
      localIssuer,
    );
    expect((await signedInUser(forged)).statusCode).toBe(401);
  });

  it('accepts only our own tokens that are marked as support access', async () => {
    const { localIssuer, signingKey } = await app.identityServer();
    const unmarked = await new SignJWT({ userType: 'Customer' })
      .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid })
      .setIssuer(localIssuer)
      .setAudience(audience)
      .setSubject(customer.owner.userCode)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(await importJWK(signingKey, 'RS256'));
    expect((await signedInUser(unmarked)).statusCode).toBe(401);

    const consoleToken = await issuer.accessToken({ subject: supportUserCode });
    const granted = await app.inject({
      method: 'GET',
      url: `/support/api/accounts/${customer.account.accountCode}/getSupportUserAccessToken`,
      headers: bearer({ accessToken: consoleToken }),
    });
    expect(granted.statusCode).toBe(200);
    const response = await signedInUser(granted.json().accessToken as string);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      accountCode: customer.account.accountCode,
      isSupportAccess: true,
    });
  });
});
