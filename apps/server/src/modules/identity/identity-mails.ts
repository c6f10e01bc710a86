import type { LanguageCode } from '@marquee/contracts';
import type { Mailer } from '../../platform/mail/mailer';
import { translator } from './pages/messages';
import { tokenLifetimeHours } from './user-tokens';

export interface LinkMail {
  to: string;
  language: LanguageCode;
  link: string;
  /** The account of the user it goes to, if any: who of support may see it fail. */
  accountId?: string | null;
}

function send(mailer: Mailer, mail: LinkMail, subject: string, intro: string) {
  return mailer.send(
    { to: mail.to, subject, text: `${intro}\n\n${mail.link}\n` },
    { accountId: mail.accountId },
  );
}

/** The link a mail carries: `/oidc/password/reset` or `/oidc/email/confirm` with the token. */
export function identityLink(publicUrl: string, page: 'reset' | 'confirm', token: string): string {
  const route = page === 'reset' ? '/oidc/password/reset' : '/oidc/email/confirm';
  return `${publicUrl}${route}?token=${encodeURIComponent(token)}`;
}

export function sendInvitationMail(mailer: Mailer, mail: LinkMail, accountName: string) {
  const t = translator(mail.language);
  const days = tokenLifetimeHours.invitation / 24;
  return send(
    mailer,
    mail,
    t('invitationSubject'),
    t('invitationBody', { account: accountName, days }),
  );
}

/** With an external issuer passwords are not ours: the invitation leads to the app's sign-in. */
export function sendSignInElsewhereInvitation(mailer: Mailer, mail: LinkMail, accountName: string) {
  const t = translator(mail.language);
  return send(
    mailer,
    mail,
    t('invitationSubject'),
    t('invitationElsewhereBody', { account: accountName }),
  );
}

export function sendResetMail(mailer: Mailer, mail: LinkMail) {
  const t = translator(mail.language);
  return send(mailer, mail, t('resetSubject'), t('resetBody', { hours: tokenLifetimeHours.reset }));
}

export function sendConfirmEmailMail(mailer: Mailer, mail: LinkMail) {
  const t = translator(mail.language);
  const days = tokenLifetimeHours.confirmEmail / 24;
  return send(mailer, mail, t('confirmSubject'), t('confirmBody', { days }));
}

/**
 * To someone who already has a sign-in and was invited to another account: addresses are
 * unique across accounts, so nothing was added; the inviter is answered as for a new address.
 */
export function sendAlreadyRegisteredInvitation(
  mailer: Mailer,
  mail: LinkMail,
  accountName: string,
) {
  const t = translator(mail.language);
  return send(
    mailer,
    mail,
    t('existingInvitationSubject'),
    t('existingInvitationBody', { account: accountName }),
  );
}

/** To an address someone tried to take for their profile while another user already has it. */
export function sendEmailInUseMail(mailer: Mailer, mail: LinkMail) {
  const t = translator(mail.language);
  return send(mailer, mail, t('emailInUseSubject'), t('emailInUseBody'));
}
