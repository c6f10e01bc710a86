import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../../test/build-test-app';
import { createEmptyDatabase, type EmptyDatabase } from '../../test/empty-database';
import { bearer, signIn } from '../../test/sign-in';

const password = 'demo-password-1';
let app: FastifyInstance;
let database: EmptyDatabase;

// The demo is seeded only into an empty database, so this file gets one of its own.
beforeAll(async () => {
  database = await createEmptyDatabase();
  app = await buildTestApp({
    config: testConfig({ SEED_DEMO: 'true', SEED_PASSWORD: password }),
    databaseLocation: database.location,
  });
});
afterAll(async () => {
  await app.close();
  await database.remove();
});

describe('the seeded demo users', () => {
  it('sign in to the customer app as their account owners', async () => {
    for (const email of ['owner@retail.example.com', 'owner@cafe.example.com']) {
      const tokens = await signIn(app, email, password);
      const me = await app.inject({
        method: 'GET',
        url: '/api/users/signedInUser',
        headers: bearer(tokens),
      });
      expect(me.json().user).toMatchObject({ email, isOwner: true, isAdmin: true });
    }
  });

  it('sign in to the support console as support staff', async () => {
    const tokens = await signIn(app, 'support@marquee.example.com', password, 'marquee-support');
    const me = await app.inject({
      method: 'GET',
      url: '/support/api/users',
      headers: bearer(tokens),
    });
    expect(me.json().user).toMatchObject({
      email: 'support@marquee.example.com',
      userType: 'Support',
    });
  });
});
