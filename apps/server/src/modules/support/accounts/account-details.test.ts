import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, roles, userRoles } from '../../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import {
  createLocation,
  createOrganization,
  createPlayer,
  createUser,
} from '../../../test/factories';
import {
  createCustomerAccount,
  createSupportUser,
  testPassword,
} from '../../../test/identity-factories';
import { bearer, signIn } from '../../../test/sign-in';

let app: FastifyInstance;
let supportAuth: { authorization: string };
let customer: Awaited<ReturnType<typeof createCustomerAccount>>;

function details(headers: { authorization: string }, code: string) {
  return app.inject({ method: 'GET', url: `/support/api/accounts/${code}/details`, headers });
}

/** A support user whose one role reaches only the listed clients. */
async function supportUserReaching(clientCodes: string[]) {
  const desk = await createSupportUser(app.database.db);
  const [link] = await app.database.db
    .select()
    .from(userRoles)
    .where(eq(userRoles.userId, desk.id));
  await app.database.db
    .update(roles)
    .set({ clientsFilter: { condition: null, fixedPlayerList: clientCodes } })
    .where(eq(roles.id, link?.roleId ?? ''));
  return bearer(await signIn(app, desk.email, testPassword, 'marquee-support'));
}

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  supportAuth = bearer(
    await signIn(app, (await createSupportUser(db)).email, testPassword, 'marquee-support'),
  );
  customer = await createCustomerAccount(db);
  await db
    .update(accounts)
    .set({ businessType: 'Retail' })
    .where(eq(accounts.id, customer.account.id));
  await createUser(db, { accountId: customer.account.id });
  const location = await createLocation(db, customer.account.id);
  await createLocation(db, customer.account.id);
  await createPlayer(db, customer.account.id, { locationId: location.id });
  await createOrganization(db, [customer.account.id]);
});
afterAll(() => app.close());

describe('GET /support/api/accounts/{id}/details', () => {
  it("answers the account's details, owner, organizations and sizes", async () => {
    const answer = await details(supportAuth, customer.account.accountCode);
    expect(answer.statusCode).toBe(200);
    const { account } = answer.json();
    expect(account).toMatchObject({
      clientCode: customer.account.accountCode,
      clientName: customer.account.name,
      businessType: 'Retail',
      isActive: true,
      createdAt: customer.account.createdAt.toISOString(),
      owner: {
        name: `${customer.owner.firstName} ${customer.owner.lastName}`,
        email: customer.owner.email,
      },
      userCount: 2,
      locationCount: 2,
      playerCount: 1,
      isSupportAccessEnabled: true,
    });
    expect(account.organizations).toHaveLength(1);
    expect(account.organizations[0].organizationName).toMatch(/^Organization /);
  });

  it('counts nothing of other accounts and says so for an empty one', async () => {
    const empty = await createCustomerAccount(app.database.db);
    const { account } = (await details(supportAuth, empty.account.accountCode)).json();
    expect(account).toMatchObject({
      userCount: 1,
      locationCount: 0,
      playerCount: 0,
      organizations: [],
      businessType: null,
    });
  });

  it("answers 404 for an account outside the caller's clients filter, as for none at all", async () => {
    const other = await createCustomerAccount(app.database.db);
    const deskAuth = await supportUserReaching([other.account.accountCode]);
    expect((await details(deskAuth, other.account.accountCode)).statusCode).toBe(200);
    const outside = await details(deskAuth, customer.account.accountCode);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().success.ok).toBe(false);
    const missing = await details(deskAuth, 'no-such-account');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().success.message).toBe(outside.json().success.message);
  });

  it('refuses a malformed code with 400 and a customer with 403', async () => {
    const malformed = await details(supportAuth, 'not%20a%20code');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().success.message).toContain('id');
    const customerAuth = bearer(
      await signIn(app, customer.owner.email, testPassword, 'marquee-app'),
    );
    expect((await details(customerAuth, customer.account.accountCode)).statusCode).toBe(403);
  });
});
