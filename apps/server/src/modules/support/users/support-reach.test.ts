import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions, roles, users } from '../../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import { heldRoleIds, roleCodeOfId } from '../../../test/held-roles';
import {
  createCustomerAccount,
  createSupportUserWithRole,
  testPassword,
} from '../../../test/identity-factories';
import { bearer, signIn } from '../../../test/sign-in';
import { supportResources } from '@marquee/domain';

let app: FastifyInstance;
let cafe: Awaited<ReturnType<typeof createCustomerAccount>>;
let retail: Awaited<ReturnType<typeof createCustomerAccount>>;
let admin: Awaited<ReturnType<typeof createSupportUserWithRole>>;
let adminAuth: { authorization: string };
/** A desk whose role reaches only the cafe and lets it edit support users and roles. */
let desk: Awaited<ReturnType<typeof createSupportUserWithRole>>;
let deskAuth: { authorization: string };

const deskGrants = { SupportUsersAndRoles: 'AddAndEdit', SupportAccounts: 'AddAndEdit' } as const;

beforeAll(async () => {
  app = await buildTestApp();
  const { db } = app.database;
  cafe = await createCustomerAccount(db);
  retail = await createCustomerAccount(db);
  admin = await createSupportUserWithRole(db, {
    grants: Object.fromEntries(supportResources.map((code) => [code, 'AddAndEdit'])),
  });
  desk = await createSupportUserWithRole(db, {
    grants: deskGrants,
    clientCodes: [cafe.account.accountCode],
  });
  adminAuth = bearer(await signIn(app, admin.email, testPassword, 'marquee-support'));
  deskAuth = bearer(await signIn(app, desk.email, testPassword, 'marquee-support'));
});
afterAll(() => app.close());

const roleCodeOf = (roleId: string) => roleCodeOfId(app.database.db, roleId);
const rolesOf = (userId: string) => heldRoleIds(app.database.db, userId);
const userRow = async (userId: string) =>
  (await app.database.db.select().from(users).where(eq(users.id, userId)))[0];

const assignRoles = (auth: { authorization: string }, userCode: string, roleCodes: string[]) =>
  app.inject({
    method: 'PUT',
    url: `/support/api/users/roles/${userCode}`,
    headers: auth,
    payload: { ApplicationCode: 'Support', RoleCodes: roleCodes },
  });

/** A client role saved by the administrator, e.g. one reaching more than the desk. */
async function adminRole(payload: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: '/support/api/roles/',
    headers: adminAuth,
    payload: { Name: `Role ${Math.random()}`, ClientCode: cafe.account.accountCode, ...payload },
  });
  expect(response.statusCode).toBe(201);
  return response.json().role.roleCode as string;
}

describe('a support user who reaches only some clients', () => {
  it('cannot give itself the administrator role, and keeps its own', async () => {
    const response = await assignRoles(deskAuth, desk.userCode, [await roleCodeOf(admin.roleId)]);
    expect(response.statusCode).toBe(403);
    expect(response.json().success.ok).toBe(false);
    expect(await rolesOf(desk.id)).toEqual([desk.roleId]);
  });

  it("cannot change the administrator's address", async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/support/api/users',
      headers: deskAuth,
      payload: {
        UserCode: admin.userCode,
        FirstName: 'Taken',
        LastName: 'Over',
        Email: `attacker-${Date.now()}@example.com`,
      },
    });
    expect(response.statusCode).toBe(404);
    expect((await userRow(admin.id))?.email).toBe(admin.email);
  });

  it('cannot delete the administrator, nor change their roles', async () => {
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/support/api/users/${admin.userCode}`,
      headers: deskAuth,
    });
    expect(deleted.statusCode).toBe(404);
    expect(await userRow(admin.id)).toBeDefined();
    expect((await assignRoles(deskAuth, admin.userCode, [])).statusCode).toBe(404);
    expect(await rolesOf(admin.id)).toEqual([admin.roleId]);
  });

  it('does not find the administrator in the support user search', async () => {
    const search = (auth: { authorization: string }) =>
      app.inject({
        method: 'POST',
        url: '/support/api/users/search',
        headers: auth,
        payload: { SearchText: admin.email, MaxItemsInResult: 10 },
      });
    const codes = async (auth: { authorization: string }) =>
      (await search(auth)).json().users.map((user: { userId: string }) => user.userId);
    expect(await codes(deskAuth)).toEqual([]);
    expect(await codes(adminAuth)).toEqual([admin.userCode]);
  });

  it('gets no support access token for a client outside its reach', async () => {
    const token = (code: string) =>
      app.inject({
        method: 'GET',
        url: `/support/api/accounts/${code}/getSupportUserAccessToken`,
        headers: deskAuth,
      });
    expect((await token(retail.account.accountCode)).statusCode).toBe(404);
    expect((await token(cafe.account.accountCode)).statusCode).toBe(200);
  });

  it('still manages a colleague whose roles reach no further, with roles it may hand out', async () => {
    const colleague = await createSupportUserWithRole(app.database.db, {
      grants: { SupportAccounts: 'ViewOnly' },
      clientCodes: [cafe.account.accountCode],
    });
    const role = await app.inject({
      method: 'POST',
      url: '/support/api/roles/',
      headers: deskAuth,
      payload: {
        Name: 'Cafe viewers',
        ClientCode: cafe.account.accountCode,
        ClientsFilter: { Condition: null, FixedPlayerList: [cafe.account.accountCode] },
        ComponentsAndSubParts: [{ UniqueCode: 'SupportAccounts', Permission: 'ViewOnly' }],
      },
    });
    expect(role.statusCode).toBe(201);
    const assigned = await assignRoles(deskAuth, colleague.userCode, [role.json().role.roleCode]);
    expect(assigned.statusCode).toBe(200);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/support/api/users/${colleague.userCode}`,
      headers: deskAuth,
    });
    expect(removed.statusCode).toBe(200);
  });

  it('cannot hand out a role reaching another client, even to a colleague', async () => {
    const colleague = await createSupportUserWithRole(app.database.db, {
      grants: { SupportAccounts: 'ViewOnly' },
      clientCodes: [cafe.account.accountCode],
    });
    const wide = await adminRole({
      ClientsFilter: { Condition: null, FixedPlayerList: [retail.account.accountCode] },
    });
    expect((await assignRoles(deskAuth, colleague.userCode, [wide])).statusCode).toBe(403);
    expect(await rolesOf(colleague.id)).toEqual([colleague.roleId]);
  });
});

describe('the support role editor', () => {
  it('refuses a role granting a component beyond the caller', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/support/api/roles/',
      headers: deskAuth,
      payload: {
        Name: 'Settings desk',
        ClientCode: cafe.account.accountCode,
        ClientsFilter: { Condition: null, FixedPlayerList: [cafe.account.accountCode] },
        ComponentsAndSubParts: [{ UniqueCode: 'SupportSettings', Permission: 'AddAndEdit' }],
      },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses changing or deleting a role that reaches beyond the caller, and keeps it', async () => {
    const everyClient = await adminRole({
      ComponentsAndSubParts: [{ UniqueCode: 'SupportAccounts', Permission: 'ViewOnly' }],
    });
    const changed = await app.inject({
      method: 'PUT',
      url: `/support/api/roles/${everyClient}`,
      headers: deskAuth,
      payload: {
        Name: 'Narrowed',
        ClientCode: cafe.account.accountCode,
        ClientsFilter: { Condition: null, FixedPlayerList: [cafe.account.accountCode] },
      },
    });
    expect(changed.statusCode).toBe(403);
    const url = `/support/api/roles/${cafe.account.accountCode}/${everyClient}`;
    expect((await app.inject({ method: 'DELETE', url, headers: deskAuth })).statusCode).toBe(403);
    const [row] = await app.database.db
      .select({ id: roles.id, clientsFilter: roles.clientsFilter, name: roles.name })
      .from(roles)
      .where(eq(roles.roleCode, everyClient));
    expect(row?.clientsFilter).toBeNull();
    expect(row?.name).not.toBe('Narrowed');
    const grants = await app.database.db
      .select()
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, row?.id ?? ''));
    expect(grants).toHaveLength(1);
  });
});
