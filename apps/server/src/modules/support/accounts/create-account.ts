import type {
  CallBody,
  SupportAccount,
  createAccount as createAccountCall,
} from '@marquee/contracts';
import type { Database } from '../../../platform/db/database';
import { Conflict, Forbidden } from '../../../platform/errors';
import { recordAudit } from '../../audit';
import { isEmailTaken, sendPasswordLink, type mailContext } from '../../identity';
import { createAccountWithOwner } from '../../users';
import type { SupportActor } from '../../scope';

export type NewAccount = CallBody<typeof createAccountCall>;

/**
 * Creates an account with its built-in roles and its owner, an administrator invited by mail
 * to choose a password. Only a support user who reaches every client may: anyone else could
 * not see the account they made.
 */
export async function createAccount(
  db: Database,
  actor: SupportActor,
  mail: Awaited<ReturnType<typeof mailContext>>,
  input: NewAccount,
  ipAddress: string,
): Promise<SupportAccount> {
  if (!(await actor.clients()).isEveryClient) {
    throw new Forbidden('Creating accounts needs a support role that reaches every client');
  }
  if (await isEmailTaken(db, input.OwnerEmail))
    throw new Conflict('OwnerEmail: a user with this address already exists');
  const { account, ownerId } = await db.transaction((tx) =>
    createAccountWithOwner(
      tx,
      {
        name: input.AccountName,
        businessType: input.BusinessType ?? null,
        languageCode: input.LanguageCode,
      },
      {
        email: input.OwnerEmail,
        firstName: input.OwnerFirstName,
        lastName: input.OwnerLastName,
        languageCode: input.LanguageCode,
      },
    ),
  );
  await recordAudit(db, {
    actorUserId: actor.userId,
    accountId: account.id,
    action: 'createAccount',
    ipAddress,
  });
  await sendPasswordLink({ db, ...mail }, ownerId);
  return {
    clientCode: account.accountCode,
    clientName: account.name,
    businessType: account.businessType,
    isActive: account.isActive,
  };
}
