import type { Database } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';
import type { Actor } from '../scope';
import { sendPasswordLink } from '../identity';
import { findAccountUser } from './find-account-user';

/** Mails an account user a new password link, or renews a pending invitation. */
export async function sendUserPasswordLink(
  db: Database,
  actor: Actor,
  context: { mailer: Mailer; publicUrl: string },
  userCode: string,
) {
  const user = await findAccountUser(db, actor, userCode);
  return sendPasswordLink({ db, ...context }, user.id);
}
