import type { FilterCondition } from '@marquee/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCode } from '../../db/codes';
import { accounts, auditLog, roles, userRoles } from '../../db/schema';
import type { SavedFilter } from '../../db/schema/columns';
import { buildTestApp } from '../../test/build-test-app';
import { createOrganization } from '../../test/factories';
import {
  createCustomerAccount,
  createSupportUser,
  testPassword,
} from '../../test/identity-factories';
import { bearer, signIn } from '../../test/sign-in';
import { filterLeaf } from '../../test/filter-conditions';

let app: FastifyInstance;
type Client = Awaited<ReturnType<typeof createCustomerAccount>>;
// Names carry a marker, so searches see only this run's accounts on a shared database.
const marker = `Rq${newCode()}`;
const names = ['north1', 'north2', 'listed', 'excluded', 'other'] as const;
let clients: Record<(typeof names)[number], Client>;
let organizationCode = '';

async function clientNamed(name: string) {
  const client = await createCustomerAccount(app.database.db);
  await app.database.db
    .update(accounts)
    .set({ name: `${marker} ${name}` })
    .where(eq(accounts.id, client.account.id));
  return client;
}

/** A support user whose roles carry these clients filters; they sign in to the console. */
async function deskWith(...filters: SavedFilter[]) {
  const db = app.database.db;
  const desk = await createSupportUser(db);
  const [link] = await db.select().from(userRoles).where(eq(userRoles.userId, desk.id));
  const [first, ...more] = filters;
  await db
    .update(roles)
    .set({ clientsFilter: first ?? null })
    .where(eq(roles.id, link?.roleId ?? ''));
  for (const clientsFilter of more) {
    const [role] = await db
      .insert(roles)
      .values({ name: `Desk ${newCode()}`, application: 'Support', clientsFilter })
      .returning({ id: roles.id });
    await db.insert(userRoles).values({ userId: desk.id, roleId: role?.id ?? '' });
  }
  return bearer(await signIn(app, desk.email, testPassword, 'marquee-support'));
}

const condition = (operator: 'AND' | 'OR', ...subNodes: FilterCondition['subNodes']) => ({
  condition: { operator, subNodes },
});

async function searched(auth: { authorization: string }, query: Record<string, string> = {}) {
  const answer = await app.inject({
    method: 'GET',
    url: '/support/api/accounts/searchclients',
    headers: auth,
    query: { SearchText: marker, MaxItemsInResult: '200', ...query },
  });
  expect(answer.statusCode).toBe(200);
  const body = answer.json() as { clients: Array<{ clientCode: string }>; hasMore: boolean };
  return { codes: body.clients.map((c) => c.clientCode), hasMore: body.hasMore };
}

const codesOf = (...names: Array<keyof typeof clients>) =>
  names.map((name) => clients[name].account.accountCode).sort();

let orgOrListed: { authorization: string };
let notExcluded: { authorization: string };

beforeAll(async () => {
  app = await buildTestApp();
  const made: Array<[string, Client]> = [];
  for (const name of names) made.push([name, await clientNamed(name)]);
  clients = Object.fromEntries(made) as typeof clients;
  const organization = await createOrganization(app.database.db, [
    clients.north1.account.id,
    clients.north2.account.id,
  ]);
  organizationCode = organization.organizationCode;
  orgOrListed = await deskWith(
    condition(
      'OR',
      filterLeaf('Organization', [organizationCode]),
      filterLeaf('Clients', [clients.listed.account.accountCode]),
    ),
  );
  notExcluded = await deskWith(
    condition('AND', filterLeaf('Clients', [clients.excluded.account.accountCode], 'NotIn')),
  );
});
afterAll(() => app.close());

describe('a clients filter with a condition', () => {
  it('lists exactly the clients the condition reaches, page by page', async () => {
    const first = await searched(orgOrListed, { MaxItemsInResult: '2' });
    expect(first.hasMore).toBe(true);
    const second = await searched(orgOrListed, { MaxItemsInResult: '2', SkipItemsInResult: '2' });
    expect(second.hasMore).toBe(false);
    expect([...first.codes, ...second.codes].sort()).toEqual(codesOf('north1', 'north2', 'listed'));
    expect((await searched(notExcluded)).codes.sort()).toEqual(
      codesOf('north1', 'north2', 'listed', 'other'),
    );
  });

  it('hands out a support access token only for a reached client, auditing only that', async () => {
    const token = (auth: { authorization: string }, client: Client) =>
      app.inject({
        method: 'GET',
        url: `/support/api/accounts/${client.account.accountCode}/getSupportUserAccessToken`,
        headers: auth,
      });
    const audited = async (client: Client) =>
      (
        await app.database.db
          .select()
          .from(auditLog)
          .where(
            and(
              eq(auditLog.accountId, client.account.id),
              eq(auditLog.action, 'supportAccessToken'),
            ),
          )
      ).length;
    const refused = await token(orgOrListed, clients.other);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().success.ok).toBe(false);
    expect((await token(notExcluded, clients.excluded)).statusCode).toBe(404);
    expect(await audited(clients.other)).toBe(0);
    expect(await audited(clients.excluded)).toBe(0);
    expect((await token(orgOrListed, clients.north2)).statusCode).toBe(200);
    expect((await token(notExcluded, clients.other)).statusCode).toBe(200);
    expect(await audited(clients.north2)).toBe(1);
  });

  it('shows a customer user and the support roles only of a reached client', async () => {
    const details = (auth: { authorization: string }, client: Client) =>
      app.inject({
        method: 'GET',
        url: `/support/api/users/details/${client.account.accountCode}/${client.owner.userCode}`,
        headers: auth,
      });
    expect((await details(orgOrListed, clients.excluded)).statusCode).toBe(404);
    expect((await details(notExcluded, clients.excluded)).statusCode).toBe(404);
    const reached = await details(orgOrListed, clients.listed);
    expect(reached.statusCode).toBe(200);
    expect(reached.json().user.email).toBe(clients.listed.owner.email);
    const rolesOf = (auth: { authorization: string }, client: Client) =>
      app.inject({
        method: 'GET',
        url: `/support/api/roles/${client.account.accountCode}`,
        headers: auth,
      });
    expect((await rolesOf(orgOrListed, clients.other)).statusCode).toBe(404);
    expect((await rolesOf(orgOrListed, clients.north1)).statusCode).toBe(200);
  });

  it('adds up a role fixed list and condition, and the roles of a user', async () => {
    const listAndCondition = await deskWith({
      ...condition('AND', filterLeaf('Organization', [organizationCode])),
      fixedPlayerList: [clients.other.account.accountCode],
    });
    expect((await searched(listAndCondition)).codes.sort()).toEqual(
      codesOf('north1', 'north2', 'other'),
    );
    const twoRoles = await deskWith(
      condition('AND', filterLeaf('Clients', [clients.listed.account.accountCode])),
      { condition: null, fixedPlayerList: [clients.excluded.account.accountCode] },
    );
    expect((await searched(twoRoles)).codes.sort()).toEqual(codesOf('listed', 'excluded'));
    const oneUnfiltered = await deskWith(
      condition('AND', filterLeaf('Clients', [clients.listed.account.accountCode])),
      { condition: { operator: 'AND', subNodes: [] }, fixedPlayerList: [] },
    );
    expect((await searched(oneUnfiltered)).codes).toHaveLength(5);
  });

  it('reaches nothing through a stored condition that no longer reads', async () => {
    const broken = await deskWith({ condition: { operator: 'XOR', subNodes: [] } });
    expect((await searched(broken)).codes).toEqual([]);
  });
});
