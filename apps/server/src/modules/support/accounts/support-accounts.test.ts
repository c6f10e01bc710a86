import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { createAccount } from '../../../test/factories';
import {
  createCustomerAccount,
  createSupportUser,
  testPassword,
} from '../../../test/identity-factories';
import { bearer, signIn } from '../../../test/sign-in';
import { signInSupportReaching } from '../../../test/support-desks';

let app: FastifyInstance;
let supportAuth: { authorization: string };
const marker = `Zq${Date.now().toString(36)}`;

async function search(headers: { authorization: string }, query: Record<string, string>) {
  return app.inject({ method: 'GET', url: '/support/api/accounts/searchclients', headers, query });
}

beforeAll(async () => {
  app = await buildTestApp();
  const support = await createSupportUser(app.database.db);
  supportAuth = bearer(await signIn(app, support.email, testPassword, 'marquee-support'));
  for (const name of ['Bakery', 'Cinema', 'Arcade']) {
    await createAccount(app.database.db, { name: `${marker} ${name}` });
  }
});
afterAll(() => app.close());

describe('searching client accounts', () => {
  it('finds accounts by name in a stable order, page by page', async () => {
    const first = await search(supportAuth, { searchText: marker, maxItemsInResult: '2' });
    expect(first.statusCode).toBe(200);
    expect(first.json().clients.map((c: { clientName: string }) => c.clientName)).toEqual([
      `${marker} Arcade`,
      `${marker} Bakery`,
    ]);
    expect(first.json().hasMore).toBe(true);
    const second = await search(supportAuth, {
      SearchText: marker,
      MaxItemsInResult: '2',
      SkipItemsInResult: '2',
    });
    expect(second.json().clients).toHaveLength(1);
    expect(second.json().clients[0]).toMatchObject({
      clientName: `${marker} Cinema`,
      isActive: true,
    });
    expect(second.json().hasMore).toBe(false);
  });

  it('continues from the continuation token of the page before', async () => {
    const first = await search(supportAuth, { SearchText: marker, MaxItemsInResult: '2' });
    const token = first.json().continuationToken;
    expect(token).toEqual(expect.any(String));
    const next = await search(supportAuth, {
      SearchText: marker,
      MaxItemsInResult: '2',
      ContinuationToken: token,
    });
    expect(next.json().clients.map((c: { clientName: string }) => c.clientName)).toEqual([
      `${marker} Cinema`,
    ]);
    expect(next.json()).toMatchObject({ hasMore: false });
    expect(next.json().continuationToken).toBeUndefined();
  });

  it('answers 400 naming the field for a deep skip or a token it did not give out', async () => {
    const queries: Array<Record<string, string>> = [
      { SkipItemsInResult: '10001' },
      { ContinuationToken: 'eyJvIjoxfQ' },
      { ContinuationToken: 'x'.repeat(501) },
    ];
    for (const query of queries) {
      const answer = await search(supportAuth, query);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().success).toMatchObject({ ok: false });
      expect(answer.json().success.message).toMatch(Object.keys(query)[0] ?? '');
    }
  });

  it('sorts descending when asked', async () => {
    const answer = await search(supportAuth, { SearchText: marker, Order: 'desc' });
    expect(answer.json().clients[0].clientName).toBe(`${marker} Cinema`);
  });

  it('lists only the clients a fixed clients filter names', async () => {
    const reachable = await createCustomerAccount(app.database.db);
    const deskAuth = await signInSupportReaching(app, [reachable.account.accountCode]);
    const answer = await search(deskAuth, { MaxItemsInResult: '200' });
    expect(answer.json().clients.map((c: { clientCode: string }) => c.clientCode)).toEqual([
      reachable.account.accountCode,
    ]);
  });

  it('refuses a search text under 3 characters and a page over 200 with a clear 400', async () => {
    const short = await search(supportAuth, { SearchText: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(short.json().success.message).toContain('SearchText');
    const large = await search(supportAuth, { MaxItemsInResult: '201' });
    expect(large.statusCode).toBe(400);
  });

  it('is not for customers', async () => {
    const customer = await createCustomerAccount(app.database.db);
    const customerAuth = bearer(
      await signIn(app, customer.owner.email, testPassword, 'marquee-app'),
    );
    expect((await search(customerAuth, {})).statusCode).toBe(403);
  });
});
