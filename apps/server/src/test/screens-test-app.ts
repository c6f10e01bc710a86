import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp } from './build-test-app';
import { createCustomerAccount, createCustomerUser, testPassword } from './identity-factories';
import { bearer, signIn } from './sign-in';

type Headers = { authorization: string };

/** An app for the screens calls: an account with its owner and a plain user, and another account. */
export interface ScreensTestApp {
  app: FastifyInstance;
  accountId: string;
  otherAccountId: string;
  ownerAuth: Headers;
  /** A user of the account with the built-in User role: sees screens, cannot edit them. */
  viewerAuth: Headers;
  /** The other account's owner. */
  otherAuth: Headers;
  /** One request to the app, as the owner unless other headers are given. */
  call: (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers?: Headers,
    remoteAddress?: string,
  ) => ReturnType<FastifyInstance['inject']>;
}

/**
 * Builds the app, with its screen gateway listening, before the file's tests and closes it after.
 * Fields are filled once the set-up has run: read them inside tests, not at load time.
 */
export function useScreensTestApp(): ScreensTestApp {
  const bed = {
    call: (method, url, payload, headers = bed.ownerAuth, remoteAddress) =>
      bed.app.inject({ method, url, headers, payload, remoteAddress }),
  } as ScreensTestApp;
  beforeAll(async () => {
    bed.app = await buildTestApp();
    await bed.app.screenGateway.listening;
    const db = bed.app.database.db;
    const mine = await createCustomerAccount(db);
    const theirs = await createCustomerAccount(db);
    bed.accountId = mine.account.id;
    bed.otherAccountId = theirs.account.id;
    const viewer = await createCustomerUser(db, bed.accountId, mine.roleIds, 'User');
    bed.ownerAuth = bearer(await signIn(bed.app, mine.owner.email, testPassword));
    bed.viewerAuth = bearer(await signIn(bed.app, viewer.email, testPassword));
    bed.otherAuth = bearer(await signIn(bed.app, theirs.owner.email, testPassword));
    // Three sign-ins hash on a shared, busy machine.
  }, 180_000);
  afterAll(() => bed.app?.close());
  return bed;
}
