import type { Database } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';
import type { Tenant } from '../../platform/http/define-route';
import { sendPasswordLink } from '../identity';
import { findAccountUser } from './find-account-user';

/** Mails an account user a new password link, or renews a pending invitation. */
export async function sendUserPasswordLink(
  db: Database,
  tenant: Tenant,
  context: { mailer: Mailer; publicUrl: string },
  userCode: string,
) {
  const user = await findAccountUser(db, tenant, userCode);
  return sendPasswordLink({ db, ...context }, user.id);
}
