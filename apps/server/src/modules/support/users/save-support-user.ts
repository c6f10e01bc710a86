import type { CallBody, saveSupportUser as saveCall, UserListItem } from '@marquee/contracts';
import type { Database } from '../../../platform/db/database';
import type { Mailer } from '../../../platform/mail/mailer';
import { Conflict } from '../../../platform/errors';
import { insertUserRow, isEmailTaken, saveUserProfile, sendPasswordLink } from '../../identity';
import { reachableClient, type SupportActor } from '../../scope';
import { listItemColumns, toListItems } from '../../users';
import { findReachableStaff } from './staff-reach';

export type SupportUserInput = CallBody<typeof saveCall>;

/** Updates a support user, or adds one (mailed an invitation) when no UserCode is given. */
export async function saveSupportUser(
  db: Database,
  actor: SupportActor,
  context: { mailer: Mailer; publicUrl: string },
  input: SupportUserInput,
): Promise<UserListItem> {
  const existing = input.UserCode
    ? await findReachableStaff(db, actor, input.UserCode, 'UserCode')
    : undefined;
  // A desk opens by default only a client its caller reaches; any other is not there.
  if (input.DefaultClientCode) {
    await reachableClient(db, actor, input.DefaultClientCode, 'DefaultClientCode');
  }
  if (await isEmailTaken(db, input.Email, existing?.id))
    throw new Conflict('Email: a user with this address already exists');
  const values = {
    firstName: input.FirstName,
    lastName: input.LastName,
    email: input.Email,
    ...(input.LanguageCode ? { languageCode: input.LanguageCode } : {}),
    ...(input.DateFormat ? { dateFormat: input.DateFormat } : {}),
    ...(input.DefaultClientCode !== undefined
      ? { defaultClientCode: input.DefaultClientCode }
      : {}),
  };
  const [row] = existing
    ? await saveUserProfile(db, existing.id, values).returning(listItemColumns)
    : await insertUserRow(db, { ...values, userType: 'Support' }).returning(listItemColumns);
  if (!row) throw new Error('Saving a support user returned no row');
  if (!existing) await sendPasswordLink({ db, ...context }, row.id);
  const [item] = await toListItems(db, [row]);
  if (!item) throw new Error('The saved support user vanished');
  return item;
}
