import { executionAsyncId } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test/build-test-app';
import { createCustomerAccount, testPassword } from './test/identity-factories';
import { saveOwnProfile } from './test/own-profile';
import { bearer, signIn } from './test/sign-in';

/** Whether promise hooks are on: with them a promise's reaction runs under an id of its own. */
const arePromiseHooksOn = () => Promise.resolve().then(() => executionAsyncId() !== 0);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('the request-scoped stores', () => {
  it('leave promise hooks off once a sign-in and a write are done, so reads do not pay for them', async () => {
    expect(await arePromiseHooksOn()).toBe(false);
    const { owner } = await createCustomerAccount(app.database.db);
    const auth = bearer(await signIn(app, owner.email, testPassword));
    const saved = await saveOwnProfile(app, auth, owner.email, { firstName: 'Hooked' });
    expect(saved.statusCode).toBe(200);
    expect(await arePromiseHooksOn()).toBe(false);
  });
});
