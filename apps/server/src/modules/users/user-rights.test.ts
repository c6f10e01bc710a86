import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions, users, userTokens } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { heldRoleIds, roleCodeOfId } from '../../test/held-roles';
import {
  createCustomerAccount,
  createCustomerUser,
  createCustomerUserWithGrants,
  createRoleWithGrants,
  testPassword,
} from '../../test/identity-factories';
import { bearer, signIn } from '../../test/sign-in';

let app: FastifyInstance;
let cafe: Awaited<ReturnType<typeof createCustomerAccount>>;
/** A user whose only right is editing users and roles. */
let editor: Awaited<ReturnType<typeof createCustomerUserWithGrants>>;
let editorAuth: { authorization: string };

beforeAll(async () => {
  app = await buildTestApp();
  cafe = await createCustomerAccount(app.database.db);
  editor = await createCustomerUserWithGrants(app.database.db, cafe.account.id, {
    RolesAndUsers: 'AddAndEdit',
  });
  editorAuth = bearer(await signIn(app, editor.email, testPassword));
});
afterAll(() => app.close());

const roleCodeOf = (roleId: string) => roleCodeOfId(app.database.db, roleId);
const roleIdsHeldBy = (userId: string) => heldRoleIds(app.database.db, userId);

function mailPasswordLink(auth: { authorization: string }, userCode: string) {
  return app.inject({
    method: 'POST',
    url: '/api/users/resetPasswordOrInvitation',
    headers: auth,
    payload: { UserId: userCode },
  });
}

/** The password and invitation links issued to a user. */
const tokensOf = (userId: string) =>
  app.database.db
    .select({ tokenHash: userTokens.tokenHash })
    .from(userTokens)
    .where(eq(userTokens.userId, userId));

function setRoles(auth: { authorization: string }, userCode: string, roleCodes: string[]) {
  return app.inject({
    method: 'PUT',
    url: '/api/users/roles',
    headers: auth,
    payload: { UserCode: userCode, RoleCodes: roleCodes },
  });
}

describe('assigning roles', () => {
  it('refuses a RolesAndUsers editor giving themselves Administrator, and changes nothing', async () => {
    const administrator = await roleCodeOf(cafe.roleIds.Administrator);
    const response = await setRoles(editorAuth, editor.userCode, [administrator]);
    expect(response.statusCode).toBe(403);
    expect(response.json().success.ok).toBe(false);
    expect(await roleIdsHeldBy(editor.id)).toEqual([editor.roleId]);
  });

  it('refuses assigning a role that grants more than the caller holds', async () => {
    const wider = await createRoleWithGrants(app.database.db, {
      accountId: cafe.account.id,
      grants: { RolesAndUsers: 'AddAndEdit', Settings: 'ViewOnly' },
    });
    const response = await setRoles(editorAuth, editor.userCode, [await roleCodeOf(wider)]);
    expect(response.statusCode).toBe(403);
    expect(response.json().success.message).toContain('Settings');
    expect(await roleIdsHeldBy(editor.id)).toEqual([editor.roleId]);
  });

  it('lets the editor assign roles within their own rights to a user with no more rights', async () => {
    const viewer = await createCustomerUserWithGrants(app.database.db, cafe.account.id, {
      RolesAndUsers: 'ViewOnly',
    });
    const narrower = await createRoleWithGrants(app.database.db, {
      accountId: cafe.account.id,
      grants: { RolesAndUsers: 'AddAndEdit' },
    });
    const response = await setRoles(editorAuth, viewer.userCode, [await roleCodeOf(narrower)]);
    expect(response.statusCode).toBe(200);
    expect(await roleIdsHeldBy(viewer.id)).toEqual([narrower]);
  });

  it('refuses inviting someone with the Administrator role, and adds nobody', async () => {
    const email = `would-be-admin-${Date.now()}@example.com`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/inviteUser',
      headers: editorAuth,
      payload: { Email: email, RoleCodes: [await roleCodeOf(cafe.roleIds.Administrator)] },
    });
    expect(response.statusCode).toBe(403);
    const rows = await app.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toEqual([]);
  });

  it('lets administrators who are not the owner assign Administrator', async () => {
    const admin = await createCustomerUser(
      app.database.db,
      cafe.account.id,
      cafe.roleIds,
      'Administrator',
    );
    const adminAuth = bearer(await signIn(app, admin.email, testPassword));
    const user = await createCustomerUser(app.database.db, cafe.account.id, cafe.roleIds, 'User');
    const administrator = await roleCodeOf(cafe.roleIds.Administrator);
    expect((await setRoles(adminAuth, user.userCode, [administrator])).statusCode).toBe(200);
  });
});

describe('changing users with more rights', () => {
  it('refuses an editor demoting the owner or an administrator, or deleting one', async () => {
    const admin = await createCustomerUser(
      app.database.db,
      cafe.account.id,
      cafe.roleIds,
      'Administrator',
    );
    expect((await setRoles(editorAuth, cafe.owner.userCode, [])).statusCode).toBe(403);
    expect((await setRoles(editorAuth, admin.userCode, [])).statusCode).toBe(403);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/users/${admin.userCode}`,
      headers: editorAuth,
    });
    expect(deleted.statusCode).toBe(403);
    const locations = await app.inject({
      method: 'PUT',
      url: `/api/users/${admin.userCode}/locations`,
      headers: editorAuth,
      payload: { LocationCodes: [] },
    });
    expect(locations.statusCode).toBe(403);
    expect(await roleIdsHeldBy(admin.id)).toEqual([cafe.roleIds.Administrator]);
    expect(await roleIdsHeldBy(cafe.owner.id)).toEqual([cafe.roleIds.Administrator]);
  });

  it('refuses an editor deleting a user whose grants exceed theirs, and allows a narrower one', async () => {
    const publisher = await createCustomerUser(
      app.database.db,
      cafe.account.id,
      cafe.roleIds,
      'Publisher',
    );
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/users/${publisher.userCode}`,
      headers: editorAuth,
    });
    expect(refused.statusCode).toBe(403);
    const viewer = await createCustomerUserWithGrants(app.database.db, cafe.account.id, {
      RolesAndUsers: 'ViewOnly',
    });
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/users/${viewer.userCode}`,
      headers: editorAuth,
    });
    expect(removed.statusCode).toBe(200);
  });

  it('refuses an editor mailing a password link to the owner or an administrator, issuing none', async () => {
    const admin = await createCustomerUser(
      app.database.db,
      cafe.account.id,
      cafe.roleIds,
      'Administrator',
    );
    for (const user of [cafe.owner, admin]) {
      const answer = await mailPasswordLink(editorAuth, user.userCode);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().success.ok).toBe(false);
      expect(await tokensOf(user.id)).toEqual([]);
    }
    const viewer = await createCustomerUserWithGrants(app.database.db, cafe.account.id, {
      RolesAndUsers: 'ViewOnly',
    });
    const allowed = await mailPasswordLink(editorAuth, viewer.userCode);
    expect(allowed.statusCode).toBe(200);
    expect(await tokensOf(viewer.id)).toHaveLength(1);
  });

  it('lets only the owner mail the owner a password link, not another administrator', async () => {
    const admin = await createCustomerUser(
      app.database.db,
      cafe.account.id,
      cafe.roleIds,
      'Administrator',
    );
    const adminAuth = bearer(await signIn(app, admin.email, testPassword));
    expect((await mailPasswordLink(adminAuth, cafe.owner.userCode)).statusCode).toBe(403);
    const ownerAuth = bearer(await signIn(app, cafe.owner.email, testPassword));
    expect((await mailPasswordLink(ownerAuth, admin.userCode)).statusCode).toBe(200);
  });

  it('keeps the owner for the owner: another administrator cannot demote them', async () => {
    const admin = await createCustomerUser(
      app.database.db,
      cafe.account.id,
      cafe.roleIds,
      'Administrator',
    );
    const adminAuth = bearer(await signIn(app, admin.email, testPassword));
    expect((await setRoles(adminAuth, cafe.owner.userCode, [])).statusCode).toBe(403);
    expect(await roleIdsHeldBy(cafe.owner.id)).toEqual([cafe.roleIds.Administrator]);
  });
});

describe('saving roles', () => {
  const saveRole = (method: 'POST' | 'PUT', url: string, grants: Record<string, string>) =>
    app.inject({
      method,
      url,
      headers: editorAuth,
      payload: {
        Name: `Role ${Math.random()}`,
        ComponentsAndSubParts: Object.entries(grants).map(([UniqueCode, Permission]) => ({
          UniqueCode,
          Permission,
        })),
      },
    });
  const grantsOf = async (roleId: string) =>
    app.database.db
      .select({ code: rolePermissions.componentCode, level: rolePermissions.permission })
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, roleId));

  it('refuses creating a role that grants more than the caller holds', async () => {
    const response = await saveRole('POST', '/api/roles/', { Screens: 'AddAndEdit' });
    expect(response.statusCode).toBe(403);
    const allowed = await saveRole('POST', '/api/roles/', { RolesAndUsers: 'ViewOnly' });
    expect(allowed.statusCode).toBe(201);
  });

  it('refuses widening a role the caller holds, and changes nothing', async () => {
    const url = `/api/roles/${await roleCodeOf(editor.roleId)}`;
    const response = await saveRole('PUT', url, {
      RolesAndUsers: 'AddAndEdit',
      Settings: 'AddAndEdit',
    });
    expect(response.statusCode).toBe(403);
    expect(await grantsOf(editor.roleId)).toEqual([{ code: 'RolesAndUsers', level: 'AddAndEdit' }]);
  });

  it('refuses editing a role that already grants more than the caller holds', async () => {
    const wider = await createRoleWithGrants(app.database.db, {
      accountId: cafe.account.id,
      grants: { Settings: 'AddAndEdit' },
    });
    const response = await saveRole('PUT', `/api/roles/${await roleCodeOf(wider)}`, {});
    expect(response.statusCode).toBe(403);
    expect(await grantsOf(wider)).toEqual([{ code: 'Settings', level: 'AddAndEdit' }]);
  });
});
