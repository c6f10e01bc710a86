import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createPlayer } from '../../test/factories';
import { createCustomerAccount, testPassword } from '../../test/identity-factories';
import { bearer, signIn } from '../../test/sign-in';

let app: FastifyInstance;
let ownerAuth: { authorization: string };
let otherAuth: { authorization: string };

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const mine = await createCustomerAccount(db);
  const theirs = await createCustomerAccount(db);
  const player = await createPlayer(db, mine.account.id, { name: 'Lobby' });
  ownerAuth = bearer(await signIn(app, mine.owner.email, testPassword));
  otherAuth = bearer(await signIn(app, theirs.owner.email, testPassword));
  const tagged = await app.inject({
    method: 'PUT',
    url: '/api/players/tags',
    headers: ownerAuth,
    payload: { playerCodes: [player.playerCode], tags: ['window', 'Ground floor'], added: true },
  });
  expect(tagged.statusCode).toBe(200);
  // Two sign-ins hash on a shared, busy machine; the default minute is not always enough.
}, 180_000);
afterAll(() => app.close());

const list = (headers: { authorization: string }, query = '') =>
  app.inject({ method: 'GET', url: `/api/players/tags${query}`, headers });

describe('the screen tag names', () => {
  it("lists the account's screen tags by name, any case, and searches them", async () => {
    const all = await list(ownerAuth);
    expect(all.statusCode).toBe(200);
    expect(all.json().tags.map((tag: { name: string }) => tag.name)).toEqual([
      'Ground floor',
      'window',
    ]);
    const found = await list(ownerAuth, '?SearchText=win');
    expect(found.json().tags.map((tag: { name: string }) => tag.name)).toEqual(['window']);
  });

  it("never lists another account's tags", async () => {
    expect((await list(otherAuth)).json().tags).toEqual([]);
  });

  it('refuses a search text too short to narrow anything', async () => {
    expect((await list(ownerAuth, '?SearchText=wi')).statusCode).toBe(400);
  });
});
