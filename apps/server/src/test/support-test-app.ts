import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp } from './build-test-app';
import { signInCustomer, signInSupport, type Headers } from './support-desks';

/** An app for the support calls about one customer account. */
export interface SupportTestApp {
  app: FastifyInstance;
  /** A support user granted every support component, reaching every client. */
  support: Headers;
  /** A customer account with its owner signed in to the customer app. */
  customer: Awaited<ReturnType<typeof signInCustomer>>;
}

/**
 * Builds the app, with a support user and a customer signed in, before the file's tests and
 * closes it after. Fields are filled once the set-up has run: read them inside tests, not at
 * load time.
 */
export function useSupportTestApp(): SupportTestApp {
  const bed = {} as SupportTestApp;
  beforeAll(async () => {
    bed.app = await buildTestApp();
    bed.support = await signInSupport(bed.app);
    bed.customer = await signInCustomer(bed.app);
    // Two sign-ins hash on a shared, busy machine.
  }, 180_000);
  afterAll(() => bed.app?.close());
  return bed;
}
