import { supportResources } from '@marquee/domain';
import type { FastifyInstance } from 'fastify';
import {
  createCustomerAccount,
  createSupportUser,
  createSupportUserWithRole,
  testPassword,
} from './identity-factories';
import { bearer, signIn } from './sign-in';

export type Headers = { authorization: string };

/** A signed-in support user whose role grants every support component and reaches every client. */
export async function signInSupport(
  app: FastifyInstance,
  level: 'ViewOnly' | 'AddAndEdit' = 'AddAndEdit',
): Promise<Headers> {
  const desk = await createSupportUser(app.database.db, level);
  return bearer(await signIn(app, desk.email, testPassword, 'marquee-support'));
}

/** A signed-in support user granted every support component, reaching only the listed clients. */
export async function signInSupportReaching(
  app: FastifyInstance,
  clientCodes: string[],
): Promise<Headers> {
  const desk = await createSupportUserWithRole(app.database.db, {
    grants: Object.fromEntries(supportResources.map((code) => [code, 'AddAndEdit'])),
    clientCodes,
  });
  return bearer(await signIn(app, desk.email, testPassword, 'marquee-support'));
}

/** A customer account with its owner signed in to the customer app. */
export async function signInCustomer(app: FastifyInstance) {
  const customer = await createCustomerAccount(app.database.db);
  const headers = bearer(await signIn(app, customer.owner.email, testPassword, 'marquee-app'));
  return { ...customer, headers };
}

/**
 * What a console call's test needs: two customer accounts, a support user reaching every client
 * (`support`), one reaching only the first account (`limitedDesk`), and the owner of a third
 * account signed in to the customer app (`customer`), who must get nothing from the console.
 */
export async function consoleDesks(app: FastifyInstance) {
  const reached = await createCustomerAccount(app.database.db);
  const unreached = await createCustomerAccount(app.database.db);
  return {
    reached,
    unreached,
    support: await signInSupport(app),
    limitedDesk: await signInSupportReaching(app, [reached.account.accountCode]),
    customer: (await signInCustomer(app)).headers,
  };
}
