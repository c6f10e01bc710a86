import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, roles, userRoles, users } from '../../db/schema';
import { buildTestApp, testConfig, testDatabaseLocation } from '../../test/build-test-app';
import {
  createCustomerAccount,
  createCustomerUser,
  createSupportUser,
  testPassword,
} from '../../test/identity-factories';
import { saveOwnProfile } from '../../test/own-profile';
import { bearer, signIn } from '../../test/sign-in';

/** Signed-in calls are answered from memory; these prove a change still counts on the next one. */

let app: FastifyInstance;

async function newApp() {
  // Invitations and password links go to a file outbox; keep it out of the working tree.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'marquee-auth-changes-'));
  return buildTestApp({ config: testConfig({ DATA_DIR: dataDir }) });
}

beforeAll(async () => {
  app = await newApp();
});
afterAll(() => app.close());

function call(on: FastifyInstance, url: string, headers: { authorization: string }) {
  return on.inject({ method: 'GET', url, headers });
}

/** Calls twice, so the second answer comes from what the first one kept. */
async function expectKeptAnswer(
  on: FastifyInstance,
  url: string,
  headers: { authorization: string },
) {
  expect((await call(on, url, headers)).statusCode).toBe(200);
  expect((await call(on, url, headers)).statusCode).toBe(200);
}

const me = '/api/users/signedInUser';

describe('a signed-in customer', () => {
  it('is refused on the next call after being removed through the API', async () => {
    const { account, owner, roleIds } = await createCustomerAccount(app.database.db);
    const user = await createCustomerUser(app.database.db, account.id, roleIds, 'User');
    const ownerAuth = bearer(await signIn(app, owner.email, testPassword));
    const userAuth = bearer(await signIn(app, user.email, testPassword));
    await expectKeptAnswer(app, me, userAuth);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/users/${user.userCode}`,
      headers: ownerAuth,
    });
    expect(removed.statusCode).toBe(200);
    expect((await call(app, me, userAuth)).statusCode).toBe(401);
  });

  it('is refused on the next call after being deactivated', async () => {
    const { owner } = await createCustomerAccount(app.database.db);
    const ownerAuth = bearer(await signIn(app, owner.email, testPassword));
    await expectKeptAnswer(app, me, ownerAuth);

    await app.database.db.update(users).set({ isActive: false }).where(eq(users.id, owner.id));
    expect((await call(app, me, ownerAuth)).statusCode).toBe(401);
  });

  /** A customer user holding only the role "Desk", which lets them see the account's users. */
  async function deskUser() {
    const { account, owner, roleIds } = await createCustomerAccount(app.database.db);
    const user = await createCustomerUser(app.database.db, account.id, roleIds, 'User');
    const ownerAuth = bearer(await signIn(app, owner.email, testPassword));
    const created = await app.inject({
      method: 'POST',
      url: '/api/roles/',
      headers: ownerAuth,
      payload: {
        Name: 'Desk',
        ComponentsAndSubParts: [{ UniqueCode: 'RolesAndUsers', Permission: 'ViewOnly' }],
      },
    });
    expect(created.statusCode).toBe(201);
    const deskCode: string = created.json().role.roleCode;
    const assigned = await app.inject({
      method: 'PUT',
      url: '/api/users/roles',
      headers: ownerAuth,
      payload: { UserCode: user.userCode, RoleCodes: [deskCode] },
    });
    expect(assigned.statusCode).toBe(200);
    const userAuth = bearer(await signIn(app, user.email, testPassword));
    await expectKeptAnswer(app, '/api/users', userAuth);
    return { user, ownerAuth, userAuth, deskCode };
  }

  it('loses a removed role on the next call', async () => {
    const { user, ownerAuth, userAuth } = await deskUser();
    const removed = await app.inject({
      method: 'PUT',
      url: '/api/users/roles',
      headers: ownerAuth,
      payload: { UserCode: user.userCode, RoleCodes: [] },
    });
    expect(removed.statusCode).toBe(200);
    expect((await call(app, '/api/users', userAuth)).statusCode).toBe(403);
    expect((await call(app, me, userAuth)).json().user.roles).toEqual([]);
  });

  it('loses what a role no longer grants on the next call', async () => {
    const { ownerAuth, userAuth, deskCode } = await deskUser();
    const narrowed = await app.inject({
      method: 'PUT',
      url: `/api/roles/${deskCode}`,
      headers: ownerAuth,
      payload: { Name: 'Desk', ComponentsAndSubParts: [] },
    });
    expect(narrowed.statusCode).toBe(200);
    expect((await call(app, '/api/users', userAuth)).statusCode).toBe(403);
  });

  it('is refused on the next call after the account is closed', async () => {
    const { account, owner } = await createCustomerAccount(app.database.db);
    const ownerAuth = bearer(await signIn(app, owner.email, testPassword));
    await expectKeptAnswer(app, me, ownerAuth);

    await app.database.db
      .update(accounts)
      .set({ isActive: false })
      .where(eq(accounts.id, account.id));
    expect((await call(app, me, ownerAuth)).statusCode).toBe(401);
  });

  it('sees a changed profile on the next call', async () => {
    const { owner } = await createCustomerAccount(app.database.db);
    const ownerAuth = bearer(await signIn(app, owner.email, testPassword));
    await expectKeptAnswer(app, me, ownerAuth);

    const saved = await saveOwnProfile(app, ownerAuth, owner.email, { firstName: 'Renamed' });
    expect(saved.statusCode).toBe(200);
    expect((await call(app, me, ownerAuth)).json().user.firstName).toBe('Renamed');
  });
});

describe('a support access token', () => {
  it('stops working on the next call once the support user no longer reaches the account', async () => {
    const admin = await createSupportUser(app.database.db);
    const adminAuth = bearer(await signIn(app, admin.email, testPassword, 'marquee-support'));
    const client = await createCustomerAccount(app.database.db);
    const other = await createCustomerAccount(app.database.db);
    const reachOnly = (code: string) => ({
      Name: 'Regional desk',
      ClientCode: client.account.accountCode,
      ClientsFilter: { Condition: null, FixedPlayerList: [code] },
      ComponentsAndSubParts: [{ UniqueCode: 'SupportAccounts', Permission: 'AddAndEdit' }],
    });
    const created = await app.inject({
      method: 'POST',
      url: '/support/api/roles/',
      headers: adminAuth,
      payload: reachOnly(client.account.accountCode),
    });
    expect(created.statusCode).toBe(201);
    const { roleCode } = created.json().role;

    // A support user whose one role reaches only the client.
    const desk = await createSupportUser(app.database.db);
    const [role] = await app.database.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.roleCode, roleCode));
    await app.database.db.delete(userRoles).where(eq(userRoles.userId, desk.id));
    await app.database.db.insert(userRoles).values({ userId: desk.id, roleId: role!.id });
    const deskAuth = bearer(await signIn(app, desk.email, testPassword, 'marquee-support'));
    const granted = await app.inject({
      method: 'GET',
      url: `/support/api/accounts/${client.account.accountCode}/getSupportUserAccessToken`,
      headers: deskAuth,
    });
    expect(granted.statusCode).toBe(200);
    const supportAccess = bearer(granted.json());
    await expectKeptAnswer(app, me, supportAccess);

    const narrowed = await app.inject({
      method: 'PUT',
      url: `/support/api/roles/${roleCode}`,
      headers: adminAuth,
      payload: reachOnly(other.account.accountCode),
    });
    expect(narrowed.statusCode).toBe(200);
    expect((await call(app, me, supportAccess)).statusCode).toBe(401);
  });
});

describe.runIf(testDatabaseLocation().engine === 'postgres')('two servers on one database', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await newApp();
  });
  afterAll(() => second.close());

  it('refuses on the next call in one a user deactivated through the other', async () => {
    const { account, owner, roleIds } = await createCustomerAccount(app.database.db);
    const user = await createCustomerUser(app.database.db, account.id, roleIds, 'User');
    const ownerAuth = bearer(await signIn(app, owner.email, testPassword));
    const userAuth = bearer(await signIn(app, user.email, testPassword));
    await expectKeptAnswer(second, me, userAuth);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/users/${user.userCode}`,
      headers: ownerAuth,
    });
    expect(removed.statusCode).toBe(200);
    expect((await call(second, me, userAuth)).statusCode).toBe(401);
  });
});
