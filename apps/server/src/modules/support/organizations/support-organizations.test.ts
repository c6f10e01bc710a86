import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCode } from '../../../db/codes';
import { auditLog, organizations, roles, savedFilters } from '../../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import { createAccount, createOrganization, createPlayer } from '../../../test/factories';
import { filterLeaf } from '../../../test/filter-conditions';
import {
  signInCustomer,
  signInSupport,
  signInSupportReaching,
  type Headers,
} from '../../../test/support-desks';

let app: FastifyInstance;
let desk: Headers;
let viewer: Headers;
let cafe: Awaited<ReturnType<typeof createAccount>>;
let bakery: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  app = await buildTestApp();
  desk = await signInSupport(app);
  viewer = await signInSupport(app, 'ViewOnly');
  cafe = await createAccount(app.database.db, { name: `Cafe ${newCode()}` });
  bakery = await createAccount(app.database.db, { name: `Bakery ${newCode()}` });
}, 60_000);
afterAll(() => app.close());

const marker = () => `Og${newCode().replace(/[-_]/g, 'x')}`;

const list = (query: Record<string, string>, headers = viewer) =>
  app.inject({ method: 'GET', url: '/support/api/organization', headers, query });

const create = (body: object, headers = desk) =>
  app.inject({ method: 'POST', url: '/support/api/organization', headers, payload: body });

const update = (code: string, body: object, headers = desk) =>
  app.inject({ method: 'POST', url: `/support/api/organization/${code}`, headers, payload: body });

const remove = (code: string, headers = desk) =>
  app.inject({ method: 'DELETE', url: `/support/api/organization/${code}`, headers });

describe('listing organizations', () => {
  it('finds organizations by name, page by page, with their clients and operationSuccessful', async () => {
    const name = marker();
    for (const part of ['North', 'East', 'South']) {
      await app.database.db.insert(organizations).values({ name: `${name} ${part}` });
    }
    await create({ OrganizationName: `${name} West`, AccountCodes: [cafe.accountCode] });
    const first = await list({ searchText: name, MaxItemsInResult: '2' });
    expect(first.json()).toMatchObject({
      success: { ok: true },
      operationSuccessful: true,
      hasMore: true,
    });
    expect(
      first.json().organizations.map((o: { organizationName: string }) => o.organizationName),
    ).toEqual([`${name} East`, `${name} North`]);
    const last = await list({ searchText: name, order: 'desc', SkipItemsInResult: '2' });
    expect(
      last.json().organizations.map((o: { organizationName: string }) => o.organizationName),
    ).toEqual([`${name} North`, `${name} East`]);
    const west = await list({ searchText: `${name} West` });
    expect(west.json().organizations).toEqual([
      expect.objectContaining({
        accounts: [{ clientCode: cafe.accountCode, clientName: cafe.name }],
      }),
    ]);
    expect((await list({ searchText: 'ab' })).statusCode).toBe(400);
  });

  it('is not for customers', async () => {
    const customer = await signInCustomer(app);
    expect((await list({}, customer.headers)).statusCode).toBe(403);
  });
});

describe('changing organizations', () => {
  it('creates, replaces and deletes an organization, each audited', async () => {
    const name = marker();
    const created = await create({ OrganizationName: name, AccountCodes: [cafe.accountCode] });
    expect(created.statusCode).toBe(200);
    const organization = created.json().organization;
    expect(created.json()).toMatchObject({ operationSuccessful: true });
    expect(organization.accounts).toEqual([
      { clientCode: cafe.accountCode, clientName: cafe.name },
    ]);
    const updated = await update(organization.organizationCode, {
      OrganizationCode: organization.organizationCode,
      OrganizationName: `${name} renamed`,
      ClientCodes: [bakery.accountCode],
    });
    expect(updated.json()).toMatchObject({
      operationSuccessful: true,
      organization: {
        organizationName: `${name} renamed`,
        accounts: [{ clientCode: bakery.accountCode, clientName: bakery.name }],
      },
    });
    const deleted = await remove(organization.organizationCode);
    expect(deleted.json()).toEqual({ success: { ok: true }, operationSuccessful: true });
    expect((await remove(organization.organizationCode)).statusCode).toBe(404);
    const audits = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'updateOrganization'));
    expect(audits.map((row) => row.details)).toContainEqual({
      before: expect.objectContaining({ organizationName: name }),
      after: expect.objectContaining({ organizationName: `${name} renamed` }),
    });
  });

  it('asks for the organization code when editing', async () => {
    const organization = await createOrganization(app.database.db, []);
    const answer = await update(organization.organizationCode, { OrganizationName: marker() });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().success.message).toBe('OrganizationCode: Organization code required.');
    const empty = await update(organization.organizationCode, {
      OrganizationCode: ' ',
      OrganizationName: marker(),
    });
    expect(empty.json().success.message).toBe('OrganizationCode: Organization code required.');
  });

  it('refuses a name another organization has in any case', async () => {
    const name = marker();
    await create({ OrganizationName: name });
    const again = await create({ OrganizationName: name.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().success.message).toContain('OrganizationName');
    const other = (await create({ OrganizationName: marker() })).json().organization;
    const renamed = await update(other.organizationCode, {
      OrganizationCode: other.organizationCode,
      OrganizationName: name.toLowerCase(),
    });
    expect(renamed.statusCode).toBe(409);
  });

  it('keeps an organization a role or a saved filter names, naming them', async () => {
    const db = app.database.db;
    const organization = (await create({ OrganizationName: marker() })).json().organization;
    const condition = {
      operator: 'AND' as const,
      subNodes: [filterLeaf('Organization', [organization.organizationCode])],
    };
    const roleName = `Desk ${newCode()}`;
    await db.insert(roles).values({
      accountId: cafe.id,
      application: 'Support',
      name: roleName,
      clientsFilter: { condition, fixedPlayerList: [] },
    });
    const filterName = `Chains ${newCode()}`;
    await db
      .insert(savedFilters)
      .values({ kind: 'Player', accountId: null, name: filterName, condition });
    const answer = await remove(organization.organizationCode);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().success.message).toContain(`role ${roleName}`);
    expect(answer.json().success.message).toContain(`filter ${filterName}`);
    expect(
      await db
        .select()
        .from(organizations)
        .where(eq(organizations.organizationCode, organization.organizationCode)),
    ).toHaveLength(1);
  });

  it('gives a desk 404 for an organization with a client out of its reach', async () => {
    const limited = await signInSupportReaching(app, [cafe.accountCode]);
    const mixed = await createOrganization(app.database.db, [cafe.id, bakery.id]);
    const own = await createOrganization(app.database.db, [cafe.id]);
    const listed = await list({ MaxItemsInResult: '200' }, limited);
    const codes = listed
      .json()
      .organizations.map((o: { organizationCode: string }) => o.organizationCode);
    expect(codes).not.toContain(mixed.organizationCode);
    expect((await remove(mixed.organizationCode, limited)).statusCode).toBe(404);
    const body = { OrganizationCode: mixed.organizationCode, OrganizationName: marker() };
    expect((await update(mixed.organizationCode, body, limited)).statusCode).toBe(404);
    const widened = await update(
      own.organizationCode,
      {
        OrganizationCode: own.organizationCode,
        OrganizationName: marker(),
        ClientCodes: [bakery.accountCode],
      },
      limited,
    );
    expect(widened.statusCode).toBe(404);
    expect(widened.json().success.message).toContain('ClientCodes[0]');
    expect(
      (await create({ OrganizationName: marker(), AccountCodes: [bakery.accountCode] }, limited))
        .statusCode,
    ).toBe(404);
    expect((await create({ OrganizationName: marker() }, viewer)).statusCode).toBe(403);
  });
});

describe('the fleet search', () => {
  it('folds Clients and Organization nodes of its filter', async () => {
    const db = app.database.db;
    const name = marker();
    const inCafe = await createPlayer(db, cafe.id, { name: `${name} cafe` });
    const inBakery = await createPlayer(db, bakery.id, { name: `${name} bakery` });
    const chain = await createOrganization(db, [bakery.id]);
    const search = async (subNodes: object[], operator: 'AND' | 'OR' = 'AND') => {
      const answer = await app.inject({
        method: 'POST',
        url: '/support/api/accounts/searchplayers',
        headers: desk,
        payload: { searchText: name, filterCondition: { operator, subNodes } },
      });
      expect(answer.statusCode).toBe(200);
      return answer
        .json()
        .accountsAndPlayers.map((row: { playerCode: string }) => row.playerCode)
        .sort();
    };
    expect(await search([filterLeaf('Clients', [cafe.accountCode])])).toEqual([inCafe.playerCode]);
    expect(await search([filterLeaf('Organization', [chain.organizationCode])])).toEqual([
      inBakery.playerCode,
    ]);
    expect(await search([filterLeaf('Organization', [chain.organizationCode], 'NotIn')])).toEqual([
      inCafe.playerCode,
    ]);
    expect(
      await search(
        [
          filterLeaf('Organization', [chain.organizationCode]),
          filterLeaf('Players', [inCafe.playerCode]),
        ],
        'OR',
      ),
    ).toEqual([inCafe.playerCode, inBakery.playerCode].sort());
  });
});
