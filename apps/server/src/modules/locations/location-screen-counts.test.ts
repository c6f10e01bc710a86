import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createLocation, createPlayer } from '../../test/factories';
import { filterLeaf } from '../../test/filter-conditions';
import {
  createCustomerAccount,
  createCustomerUserWithGrants,
  testPassword,
} from '../../test/identity-factories';
import { bearer, signIn } from '../../test/sign-in';

type Headers = { authorization: string };

let app: FastifyInstance;
let ownerAuth: Headers;
let limitedAuth: Headers;
/** The limited user's role sees the screens of `here` only. */
let here: string;
let there: string;

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const { account, owner } = await createCustomerAccount(db);
  const accountId = account.id;
  const [first, second] = [
    await createLocation(db, accountId, { name: 'Here' }),
    await createLocation(db, accountId, { name: 'There' }),
  ];
  here = first.locationCode;
  there = second.locationCode;
  await createPlayer(db, accountId, { locationId: first.id });
  await createPlayer(db, accountId, { locationId: second.id });
  await createPlayer(db, accountId, { locationId: second.id });
  const limited = await createCustomerUserWithGrants(db, accountId, { Screens: 'ViewOnly' });
  await db
    .update(roles)
    .set({
      screensFilter: {
        condition: { operator: 'AND', subNodes: [filterLeaf('Locations', [here])] },
      },
    })
    .where(eq(roles.id, limited.roleId));
  ownerAuth = bearer(await signIn(app, owner.email, testPassword));
  limitedAuth = bearer(await signIn(app, limited.email, testPassword));
}, 180_000);
afterAll(() => app.close());

/** Each location's screen count by code, as the list answers them. */
async function screensByLocation(headers: Headers) {
  const answer = await app.inject({ url: '/api/locations', headers });
  expect(answer.statusCode).toBe(200);
  const listed = answer.json().locations as { locationCode: string; screens: number }[];
  return Object.fromEntries(listed.map((location) => [location.locationCode, location.screens]));
}

describe('screen counts of locations', () => {
  it("counts only the screens the caller's role filters let them see", async () => {
    expect(await screensByLocation(ownerAuth)).toEqual({ [here]: 1, [there]: 2 });
    expect(await screensByLocation(limitedAuth)).toEqual({ [here]: 1, [there]: 0 });
  });
});
