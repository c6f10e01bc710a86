import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import {
  createCustomerAccount,
  createCustomerUser,
  testPassword,
} from '../../test/identity-factories';
import { bearer, signIn } from '../../test/sign-in';

let app: FastifyInstance;
let retail: Awaited<ReturnType<typeof createCustomerAccount>>;
let auth: { authorization: string };

beforeAll(async () => {
  app = await buildTestApp();
  retail = await createCustomerAccount(app.database.db);
  auth = bearer(await signIn(app, retail.owner.email, testPassword));
});
afterAll(() => app.close());

const grants = [
  { UniqueCode: 'Screens', Permission: 'ViewOnly' },
  { UniqueCode: 'Screens.Filter', Permission: 'AddAndEdit' },
  { UniqueCode: 'Broadcast', Permission: 'AddAndEdit' },
  { UniqueCode: 'ContentType', Permission: 'Enabled' },
];

describe('roles', () => {
  it('lists the components and sub-parts a role can grant', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/applications/SignagePlayer/components',
      headers: auth,
    });
    const screens = response
      .json()
      .components.find((c: { componentCode: string }) => c.componentCode === 'Screens');
    expect(screens.subParts.map((p: { id: string }) => p.id)).toContain('Screens.Filter');
  });

  it('starts every account with Administrator, Publisher and User', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/roles/', headers: auth });
    const names = response.json().roles.map((role: { roleName: string }) => role.roleName);
    expect(names).toEqual(expect.arrayContaining(['Administrator', 'Publisher', 'User']));
  });

  it('creates a role whose grants apply to its users, leaving account components out', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/roles/',
      headers: auth,
      payload: { Name: 'Screen watchers', Description: 'Look only', ComponentsAndSubParts: grants },
    });
    expect(created.statusCode).toBe(201);
    const { role } = created.json();
    const contentType = role.components.find(
      (c: { componentCode: string }) => c.componentCode === 'ContentType',
    );
    expect(contentType.permission).toBe('Disabled');
    const user = await createCustomerUser(
      app.database.db,
      retail.account.id,
      retail.roleIds,
      'User',
    );
    await app.inject({
      method: 'PUT',
      url: '/api/users/roles',
      headers: auth,
      payload: { UserCode: user.userCode, RoleCodes: [role.roleCode] },
    });
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/signedInUser',
      headers: bearer(await signIn(app, user.email, testPassword)),
    });
    expect(me.json().user.authorisation).toMatchObject({
      Screens: 'ViewOnly',
      'Screens.Filter': 'AddAndEdit',
      Broadcast: 'AddAndEdit',
    });
  });

  it('refuses an unknown component or a level it does not take, naming the entry', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/roles/',
      headers: auth,
      payload: {
        Name: 'Odd',
        ComponentsAndSubParts: [{ UniqueCode: 'Nuclear', Permission: 'AddAndEdit' }],
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().success.message).toContain('ComponentsAndSubParts[0].UniqueCode');
    const level = await app.inject({
      method: 'POST',
      url: '/api/roles/',
      headers: auth,
      payload: {
        Name: 'Odd',
        ComponentsAndSubParts: [{ UniqueCode: 'Broadcast', Permission: 'Enabled' }],
      },
    });
    expect(level.statusCode).toBe(400);
  });

  it('refuses a role without a name, a duplicate name and changes to built-in roles', async () => {
    const nameless = await app.inject({
      method: 'POST',
      url: '/api/roles/',
      headers: auth,
      payload: { Name: ' ' },
    });
    expect(nameless.statusCode).toBe(400);
    const duplicate = await app.inject({
      method: 'POST',
      url: '/api/roles/',
      headers: auth,
      payload: { Name: 'publisher' },
    });
    expect(duplicate.statusCode).toBe(409);
    const list = await app.inject({ method: 'GET', url: '/api/roles/', headers: auth });
    const admin = list
      .json()
      .roles.find((role: { roleName: string }) => role.roleName === 'Administrator');
    const change = await app.inject({
      method: 'PUT',
      url: `/api/roles/${admin.roleCode}`,
      headers: auth,
      payload: { Name: 'Administrator', ComponentsAndSubParts: [] },
    });
    expect(change.statusCode).toBe(409);
  });

  it('updates a role and reads it back', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/roles/',
      headers: auth,
      payload: { Name: 'Editors' },
    });
    const code = created.json().role.roleCode;
    const updated = await app.inject({
      method: 'PUT',
      url: `/api/roles/${code}`,
      headers: auth,
      payload: {
        Name: 'Media editors',
        ComponentsAndSubParts: [{ UniqueCode: 'MediaLibrary', Permission: 'AddAndEdit' }],
      },
    });
    expect(updated.statusCode).toBe(200);
    const read = await app.inject({ method: 'GET', url: `/api/roles/${code}`, headers: auth });
    expect(read.json().role.roleName).toBe('Media editors');
  });
});
