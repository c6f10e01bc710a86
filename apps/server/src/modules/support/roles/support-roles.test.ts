import { supportResources } from '@marquee/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, userRoles } from '../../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import { createOrganization } from '../../../test/factories';
import { roleCodeOfId } from '../../../test/held-roles';
import {
  createCustomerAccount,
  createRoleWithGrants,
  createSupportUser,
  createSupportUserWithRole,
  testPassword,
} from '../../../test/identity-factories';
import { bearer, signIn } from '../../../test/sign-in';
import { signInSupportReaching } from '../../../test/support-desks';
import { filterLeaf } from '../../../test/filter-conditions';

let app: FastifyInstance;
let auth: { authorization: string };
let client: Awaited<ReturnType<typeof createCustomerAccount>>;
let other: Awaited<ReturnType<typeof createCustomerAccount>>;
let organizationCode = '';

function saveRole(headers: { authorization: string }, ClientsFilter: unknown, roleCode?: string) {
  return app.inject({
    method: roleCode ? 'PUT' : 'POST',
    url: `/support/api/roles/${roleCode ?? ''}`,
    headers,
    payload: { Name: 'Regional desk', ClientCode: client.account.accountCode, ClientsFilter },
  });
}

async function roleCount() {
  const rows = await app.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.accountId, client.account.id));
  return rows.length;
}

beforeAll(async () => {
  app = await buildTestApp();
  const support = await createSupportUser(app.database.db);
  auth = bearer(await signIn(app, support.email, testPassword, 'marquee-support'));
  client = await createCustomerAccount(app.database.db);
  other = await createCustomerAccount(app.database.db);
  organizationCode = (await createOrganization(app.database.db, [other.account.id]))
    .organizationCode;
});
afterAll(() => app.close());

describe('saving a support role clients filter', () => {
  it('keeps a condition over clients, organizations and names', async () => {
    const Condition = {
      operator: 'OR',
      subNodes: [
        filterLeaf('Organization', [organizationCode]),
        {
          operator: 'AND',
          subNodes: [
            filterLeaf('Clients', [client.account.accountCode]),
            filterLeaf('SearchText', ['x']),
          ],
        },
      ],
    };
    const created = await saveRole(auth, { Condition, FixedPlayerList: [] });
    expect(created.statusCode).toBe(201);
    expect(created.json().role.clientsFilter).toEqual({ Condition, FixedPlayerList: [] });
  });

  it.each([
    [
      'a malformed condition',
      { operator: 'XOR', subNodes: [] },
      'ClientsFilter.Condition.operator: Invalid option: expected one of "AND"|"OR"',
      400,
    ],
    [
      'a node type that says nothing about clients',
      {
        operator: 'OR',
        subNodes: [filterLeaf('Organization', ['any']), filterLeaf('Tags', ['t'])],
      },
      'ClientsFilter.Condition.subNodes[1].nodeType: Tags says nothing about a client',
      400,
    ],
    [
      'a client that does not exist',
      {
        operator: 'AND',
        subNodes: [{ operator: 'OR', subNodes: [filterLeaf('Clients', ['nobody'])] }],
      },
      'ClientsFilter.Condition.subNodes[0].subNodes[0].codes: no such client nobody',
      404,
    ],
    [
      'an organization that does not exist',
      { operator: 'AND', subNodes: [filterLeaf('Organization', ['nowhere'], 'NotIn')] },
      'ClientsFilter.Condition.subNodes[0].codes: no such organization nowhere',
      404,
    ],
  ] as const)(
    'refuses %s naming the field, saving nothing',
    async (_, Condition, message, status) => {
      const before = await roleCount();
      const answer = await saveRole(auth, { Condition });
      expect(answer.statusCode).toBe(status);
      expect(answer.json().success).toEqual({
        ok: false,
        message: expect.stringContaining(message),
      });
      expect(await roleCount()).toBe(before);
    },
  );

  it('refuses a fixed list naming a client that does not exist', async () => {
    const answer = await saveRole(auth, {
      Condition: null,
      FixedPlayerList: [client.account.accountCode, 'nobody'],
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().success.message).toContain(
      'ClientsFilter.FixedPlayerList[1]: no such client nobody',
    );
  });

  it('leaves a role as it was when a changed filter is refused', async () => {
    const FixedPlayerList = [other.account.accountCode];
    const created = await saveRole(auth, { Condition: null, FixedPlayerList });
    const { roleCode } = created.json().role;
    const changed = await saveRole(
      auth,
      { Condition: { operator: 'AND', subNodes: [filterLeaf('Players', ['p'])] } },
      roleCode,
    );
    expect(changed.statusCode).toBe(400);
    expect(changed.json().success.message).toContain(
      'ClientsFilter.Condition.subNodes[0].nodeType',
    );
    const stored = await app.inject({
      method: 'GET',
      url: `/support/api/roles/${client.account.accountCode}/${roleCode}`,
      headers: auth,
    });
    expect(stored.json().role.clientsFilter).toEqual({ Condition: null, FixedPlayerList });
  });

  /** A support user whose roles reach only `client`. */
  function limitedDesk() {
    return signInSupportReaching(app, [client.account.accountCode]);
  }

  it('counts clients outside the caller reach as unknown', async () => {
    const deskAuth = await limitedDesk();
    const answer = await saveRole(deskAuth, {
      Condition: {
        operator: 'AND',
        subNodes: [filterLeaf('Clients', [other.account.accountCode])],
      },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().success.message).toContain(`no such client ${other.account.accountCode}`);
  });

  it('lets a caller who reaches only some clients hand out no wider reach', async () => {
    const deskAuth = await limitedDesk();
    const before = await roleCount();
    const wider = [
      null,
      {
        Condition: { operator: 'AND', subNodes: [filterLeaf('Organization', [organizationCode])] },
      },
      { Condition: { operator: 'AND', subNodes: [filterLeaf('SearchText', ['Cafe'])] } },
      {
        Condition: {
          operator: 'AND',
          subNodes: [filterLeaf('Clients', [client.account.accountCode], 'NotIn')],
        },
      },
    ];
    for (const ClientsFilter of wider) {
      const answer = await saveRole(deskAuth, ClientsFilter);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().success.message).toContain('ClientsFilter');
    }
    expect(await roleCount()).toBe(before);

    const named = await saveRole(deskAuth, {
      Condition: {
        operator: 'OR',
        subNodes: [filterLeaf('Clients', [client.account.accountCode])],
      },
    });
    expect(named.statusCode).toBe(201);
    expect(await roleCount()).toBe(before + 1);
  });

  it('keeps a caller who reaches only some clients from changing the filter of a role they hold', async () => {
    const db = app.database.db;
    const desk = await createSupportUserWithRole(db, {
      grants: Object.fromEntries(supportResources.map((code) => [code, 'AddAndEdit'])),
      clientCodes: [client.account.accountCode, other.account.accountCode],
    });
    const deskAuth = bearer(await signIn(app, desk.email, testPassword, 'marquee-support'));
    const onlyClient = { condition: null, fixedPlayerList: [client.account.accountCode] };
    const heldId = await createRoleWithGrants(db, {
      accountId: client.account.id,
      application: 'Support',
      clientsFilter: onlyClient,
      grants: {},
    });
    await db.insert(userRoles).values({ userId: desk.id, roleId: heldId });
    const heldCode = await roleCodeOfId(db, heldId);
    const both = [client.account.accountCode, other.account.accountCode];
    const changed = await saveRole(deskAuth, { FixedPlayerList: both }, heldCode);
    expect(changed.statusCode).toBe(403);
    expect(changed.json().success.message).toContain('ClientsFilter');
    const [stored] = await db.select().from(roles).where(eq(roles.id, heldId));
    expect(stored?.clientsFilter).toEqual(onlyClient);
    const kept = await saveRole(
      deskAuth,
      { FixedPlayerList: [client.account.accountCode] },
      heldCode,
    );
    expect(kept.statusCode).toBe(200);
    const notHeldId = await createRoleWithGrants(db, {
      accountId: client.account.id,
      application: 'Support',
      clientsFilter: onlyClient,
      grants: {},
    });
    const notHeld = await saveRole(
      deskAuth,
      { FixedPlayerList: both },
      await roleCodeOfId(db, notHeldId),
    );
    expect(notHeld.statusCode).toBe(200);
  });
});
