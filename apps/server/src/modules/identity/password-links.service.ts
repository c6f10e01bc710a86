import { languageCode, type LanguageCode } from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import { accounts, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';
import { hashPassword } from '../../platform/passwords';
import { findIdentityUserByEmail } from './identity-users';
import { reserveAttempt } from '../../platform/throttle/attempt-throttle';
import { mailPolicy } from './sign-in-policies';
import {
  identityLink,
  sendConfirmEmailMail,
  sendInvitationMail,
  sendResetMail,
  sendSignInElsewhereInvitation,
} from './identity-mails';
import { consumeUserToken, issueUserToken, type TokenPurpose } from './user-tokens';

export interface LinkContext {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** An external issuer signs people in: a password link would lead nowhere. */
  signsInElsewhere?: boolean;
}

const pickLanguage = (code: string) => languageCode.catch('en_US').parse(code);

/**
 * Mails a password link to the address if an active user has it; a pending invitation is
 * renewed instead. Callers answer the same whether or not a mail went out, and an address gets
 * a limited number of mails an hour.
 */
export async function requestPasswordLink(context: LinkContext, email: string): Promise<void> {
  const key = `mail:${email.trim().toLowerCase()}`;
  if (!(await reserveAttempt(context.db, key, mailPolicy)).isGranted) return;
  const user = await findIdentityUserByEmail(context.db, email);
  if (!user?.isActive) return;
  await sendPasswordLink(context, user.id);
}

/** Sends a reset link, or a renewed invitation to a user who never chose a password. */
export async function sendPasswordLink(
  context: LinkContext,
  userId: string,
): Promise<{ kind: 'reset' | 'invitation'; email: string }> {
  const [user] = await context.db
    .select({
      email: users.email,
      passwordHash: users.passwordHash,
      languageCode: users.languageCode,
      accountId: users.accountId,
      accountName: accounts.name,
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, userId));
  if (!user) throw new Error(`No user ${userId}`);
  const language = pickLanguage(user.languageCode);
  if (context.signsInElsewhere) {
    const mail = {
      to: user.email,
      language,
      link: `${context.publicUrl}/`,
      accountId: user.accountId,
    };
    await sendSignInElsewhereInvitation(context.mailer, mail, user.accountName ?? 'Marquee');
    return { kind: 'invitation', email: user.email };
  }
  const kind = user.passwordHash ? 'reset' : 'invitation';
  const token = await issueUserToken(context.db, userId, kind);
  const mail = {
    to: user.email,
    language,
    link: identityLink(context.publicUrl, 'reset', token),
    accountId: user.accountId,
  };
  if (kind === 'reset') await sendResetMail(context.mailer, mail);
  else await sendInvitationMail(context.mailer, mail, user.accountName ?? 'Marquee');
  return { kind, email: user.email };
}

/**
 * Sets the password with a one-time link (reset or invitation). Following a mailed link proves
 * the address, so it counts as confirmed. False when the link is unknown, used or expired.
 */
export async function choosePassword(
  db: Database,
  token: string,
  password: string,
  purposes: readonly TokenPurpose[] = ['reset', 'invitation'],
): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const used = await consumeUserToken(db, token, purposes);
  if (!used) return false;
  await db
    .update(users)
    .set({ passwordHash, emailConfirmedAt: new Date() })
    .where(eq(users.id, used.userId));
  return true;
}

/** Mails a link that confirms (and then applies) a new address for the user. */
export async function sendEmailConfirmation(
  context: LinkContext,
  userId: string,
  email: string,
  language: LanguageCode,
): Promise<void> {
  const token = await issueUserToken(context.db, userId, 'confirmEmail', email);
  await sendConfirmEmailMail(context.mailer, {
    to: email,
    language,
    link: identityLink(context.publicUrl, 'confirm', token),
  });
}
