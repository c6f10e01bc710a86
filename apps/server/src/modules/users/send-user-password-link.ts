import type { Database } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';
import type { Actor } from '../scope';
import { sendPasswordLink } from '../identity';
import { assertMayChangeUser } from '../roles';
import { findAccountUser } from './find-account-user';

/**
 * Mails an account user a new password link, or renews a pending invitation. Whoever holds
 * that link takes the sign-in over, so it is for users the caller may change: the owner's only
 * by the owner (or support), an administrator's or a wider user's only by an administrator.
 */
export async function sendUserPasswordLink(
  db: Database,
  actor: Actor,
  context: { mailer: Mailer; publicUrl: string },
  userCode: string,
) {
  const user = await findAccountUser(db, actor, userCode);
  await assertMayChangeUser(db, actor, user);
  return sendPasswordLink({ db, ...context }, user.id);
}
