import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { buildTestApp, testConfig } from '../../../test/build-test-app';
import {
  createCustomerAccount,
  createSupportUser,
  testPassword,
} from '../../../test/identity-factories';
import { bearer, signIn } from '../../../test/sign-in';
import { signInSupportReaching } from '../../../test/support-desks';

let app: FastifyInstance;
let support: Awaited<ReturnType<typeof createSupportUser>>;
let auth: { authorization: string };
let client: Awaited<ReturnType<typeof createCustomerAccount>>;

beforeAll(async () => {
  // Invitations go to a file outbox; keep it out of the working tree.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'marquee-support-users-'));
  app = await buildTestApp({ config: testConfig({ DATA_DIR: dataDir }) });
  support = await createSupportUser(app.database.db);
  client = await createCustomerAccount(app.database.db);
  auth = bearer(await signIn(app, support.email, testPassword, 'marquee-support'));
});
afterAll(() => app.close());

describe('support users', () => {
  it('returns the signed-in support user', async () => {
    const response = await app.inject({ method: 'GET', url: '/support/api/users', headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ userCode: support.userCode, userType: 'Support' });
    expect(response.json().user.authorisation.SupportUsersAndRoles).toBe('AddAndEdit');
  });

  it('adds a support user, finds them, gives them roles and removes them', async () => {
    const email = `staff-${Date.now()}@marquee.example.com`;
    const available = await app.inject({
      method: 'POST',
      url: '/support/api/users/isEmailAvailable',
      headers: auth,
      payload: { Email: email },
    });
    expect(available.json().isAvailable).toBe(true);
    const saved = await app.inject({
      method: 'PUT',
      url: '/support/api/users',
      headers: auth,
      payload: { FirstName: 'Sam', LastName: 'Staff', Email: email },
    });
    expect(saved.statusCode).toBe(200);
    const { userId } = saved.json().user;
    const found = await app.inject({
      method: 'POST',
      url: '/support/api/users/search',
      headers: auth,
      payload: { SearchText: 'staff-', MaxItemsInResult: 10 },
    });
    expect(found.json().users.map((u: { userId: string }) => u.userId)).toContain(userId);
    const role = await app.inject({
      method: 'POST',
      url: '/support/api/roles/',
      headers: auth,
      payload: {
        Name: 'Viewers',
        ClientCode: client.account.accountCode,
        ComponentsAndSubParts: [{ UniqueCode: 'SupportAccounts', Permission: 'ViewOnly' }],
      },
    });
    expect(role.statusCode).toBe(201);
    const assign = await app.inject({
      method: 'PUT',
      url: `/support/api/users/roles/${userId}`,
      headers: auth,
      payload: { ApplicationCode: 'Support', RoleCodes: [role.json().role.roleCode] },
    });
    expect(assign.statusCode).toBe(200);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/support/api/users/${userId}`,
      headers: auth,
    });
    expect(removed.statusCode).toBe(200);
  });

  it('refuses giving a support user a customer role', async () => {
    const other = await createSupportUser(app.database.db);
    const response = await app.inject({
      method: 'PUT',
      url: `/support/api/users/roles/${other.userCode}`,
      headers: auth,
      payload: { RoleCodes: ['notASupportRole'] },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().success.message).toContain('no such support role');
  });

  it('answers 403 to a support user whose roles only view', async () => {
    const viewer = await createSupportUser(app.database.db, 'ViewOnly');
    const viewerAuth = bearer(await signIn(app, viewer.email, testPassword, 'marquee-support'));
    const response = await app.inject({
      method: 'DELETE',
      url: `/support/api/users/${support.userCode}`,
      headers: viewerAuth,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('support roles per client', () => {
  it('hides clients outside the clients filter of the caller as not found', async () => {
    const other = await createCustomerAccount(app.database.db);
    const deskAuth = await signInSupportReaching(app, [other.account.accountCode]);
    const outside = await app.inject({
      method: 'GET',
      url: `/support/api/roles/${client.account.accountCode}`,
      headers: deskAuth,
    });
    expect(outside.statusCode).toBe(404);
    const inside = await app.inject({
      method: 'GET',
      url: `/support/api/roles/${other.account.accountCode}`,
      headers: deskAuth,
    });
    expect(inside.statusCode).toBe(200);
  });

  it('lists, reads and deletes a client role', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/support/api/roles/',
      headers: auth,
      payload: {
        Name: 'Retail desk',
        ClientCode: client.account.accountCode,
        ClientsFilter: { Condition: null, FixedPlayerList: [client.account.accountCode] },
      },
    });
    const { roleCode } = created.json().role;
    const list = await app.inject({
      method: 'GET',
      url: `/support/api/roles/${client.account.accountCode}`,
      headers: auth,
    });
    expect(list.json().roles.map((r: { roleCode: string }) => r.roleCode)).toContain(roleCode);
    const url = `/support/api/roles/${client.account.accountCode}/${roleCode}`;
    expect((await app.inject({ method: 'GET', url, headers: auth })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url, headers: auth })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url, headers: auth })).statusCode).toBe(404);
  });
});

describe('support-user access tokens', () => {
  it('acts in the account as support access and writes an audit row', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/support/api/accounts/${client.account.accountCode}/getSupportUserAccessToken`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    const token = { accessToken: response.json().accessToken as string };
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/signedInUser',
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      accountCode: client.account.accountCode,
      isSupportAccess: true,
      userType: 'Support',
    });
    const users = await app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) });
    expect(users.statusCode).toBe(200);
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.accountId, client.account.id));
    expect(audit.map((row) => row.action)).toContain('supportAccessToken');
    const console = await app.inject({
      method: 'GET',
      url: '/support/api/users',
      headers: bearer(token),
    });
    expect(console.statusCode).toBe(401);
  });

  it('answers 404 for an unknown account and 403 to customers', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: '/support/api/accounts/nope/getSupportUserAccessToken',
      headers: auth,
    });
    expect(unknown.statusCode).toBe(404);
    const customer = bearer(await signIn(app, client.owner.email, testPassword));
    const refused = await app.inject({
      method: 'GET',
      url: `/support/api/accounts/${client.account.accountCode}/getSupportUserAccessToken`,
      headers: customer,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('shows a client user as support sees them', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/support/api/users/details/${client.account.accountCode}/${client.owner.userCode}`,
      headers: auth,
    });
    expect(response.json().user).toMatchObject({ email: client.owner.email, isAdmin: true });
  });
});
