import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCode } from '../../../db/codes';
import { organizations } from '../../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import {
  createCustomerAccount,
  createSupportUser,
  testPassword,
} from '../../../test/identity-factories';
import { bearer, signIn } from '../../../test/sign-in';

let app: FastifyInstance;
let viewerAuth: { authorization: string };
let customerAuth: { authorization: string };

beforeAll(async () => {
  app = await buildTestApp();
  const viewer = await createSupportUser(app.database.db, 'ViewOnly');
  viewerAuth = bearer(await signIn(app, viewer.email, testPassword, 'marquee-support'));
  const customer = await createCustomerAccount(app.database.db);
  customerAuth = bearer(await signIn(app, customer.owner.email, testPassword));
});
afterAll(() => app.close());

describe('listing organizations', () => {
  it('finds organizations by name, page by page, with operationSuccessful', async () => {
    const marker = `Og${newCode().replace(/[-_]/g, 'x')}`;
    for (const name of ['North', 'East', 'South']) {
      await app.database.db.insert(organizations).values({ name: `${marker} ${name}` });
    }
    const list = (query: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/support/api/organization', headers: viewerAuth, query });
    const first = await list({ searchText: marker, MaxItemsInResult: '2' });
    expect(first.json()).toMatchObject({
      success: { ok: true },
      operationSuccessful: true,
      hasMore: true,
    });
    expect(
      first.json().organizations.map((o: { organizationName: string }) => o.organizationName),
    ).toEqual([`${marker} East`, `${marker} North`]);
    const last = await list({ searchText: marker, order: 'desc', SkipItemsInResult: '2' });
    expect(last.json().organizations).toEqual([
      expect.objectContaining({ organizationName: `${marker} East` }),
    ]);
    expect((await list({ searchText: 'ab' })).statusCode).toBe(400);
  });

  it('is not for customers', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/support/api/organization',
      headers: customerAuth,
    });
    expect(answer.statusCode).toBe(403);
  });
});
