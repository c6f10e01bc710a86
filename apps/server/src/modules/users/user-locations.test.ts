import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createLocation } from '../../test/factories';
import {
  createCustomerAccount,
  createCustomerUser,
  testPassword,
} from '../../test/identity-factories';
import { bearer, signIn } from '../../test/sign-in';

let app: FastifyInstance;
let ownerAuth: { authorization: string };
let viewerAuth: { authorization: string };
let viewerCode: string;
let strangerCode: string;
let locationCode: string;

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const mine = await createCustomerAccount(db);
  const theirs = await createCustomerAccount(db);
  const viewer = await createCustomerUser(db, mine.account.id, mine.roleIds, 'User');
  viewerCode = viewer.userCode;
  strangerCode = (await createCustomerUser(db, theirs.account.id, theirs.roleIds, 'User')).userCode;
  ownerAuth = bearer(await signIn(app, mine.owner.email, testPassword));
  viewerAuth = bearer(await signIn(app, viewer.email, testPassword));
  const shop = await createLocation(db, mine.account.id);
  const put = await app.inject({
    method: 'PUT',
    url: `/api/users/${viewerCode}/locations`,
    headers: ownerAuth,
    payload: { LocationCodes: [shop.locationCode] },
  });
  expect(put.statusCode).toBe(200);
  locationCode = shop.locationCode;
}, 180_000);
afterAll(() => app.close());

const get = (code: string, headers = ownerAuth) =>
  app.inject({ method: 'GET', url: `/api/users/${code}/locations`, headers });

describe('the locations a user is limited to', () => {
  it('answers the codes set for a user of the account', async () => {
    const answer = await get(viewerCode);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: { ok: true }, locationCodes: [locationCode] });
  });

  it("answers 404 for another account's user", async () => {
    expect((await get(strangerCode)).statusCode).toBe(404);
  });

  it('answers 403 to a user who may not see users and roles', async () => {
    expect((await get(viewerCode, viewerAuth)).statusCode).toBe(403);
  });
});
