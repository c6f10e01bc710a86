import { permission, setExternalTriggerValue, triggerApiKeyHeader } from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { accounts } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Forbidden } from '../../platform/errors';
import { enforceAccess } from '../../platform/http/call-access';
import { actorFor, backgroundActor, type Actor } from '../scope';
import { accountOfKey } from './trigger-key-caller';

/** The call as a signed-in user makes it: Triggers edit, with the application on. */
const signedInCall = {
  ...setExternalTriggerValue,
  access: permission('Triggers', 'edit'),
  application: 'Triggers',
} as const;

/**
 * Who sets an external value: the account of the `X-Api-Key` header's key, which reaches all of
 * it, or else a signed-in user with Triggers edit within their own reach.
 */
export async function externalValueCaller(db: Database, request: FastifyRequest): Promise<Actor> {
  const apiKey = request.headers[triggerApiKeyHeader.toLowerCase()];
  if (typeof apiKey === 'string' && apiKey !== '') {
    const accountId = await accountOfKey(db, apiKey);
    const [account] = await db
      .select({ accountCode: accounts.accountCode, disabled: accounts.disabledApplications })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    if (account!.disabled.includes('Triggers'))
      throw new Forbidden('The application Triggers is not enabled for this account.');
    return backgroundActor({ accountId, accountCode: account!.accountCode });
  }
  const auth = await enforceAccess(signedInCall, request);
  return actorFor(db, auth!);
}
