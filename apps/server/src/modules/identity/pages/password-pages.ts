import type { LanguageCode } from '@marquee/contracts';
import { translator } from './messages';
import { escapeHtml, field, messageBlock, renderPage } from './page-layout';

function backLink(language: LanguageCode, publicUrl: string) {
  const t = translator(language);
  return `<p class="links"><a href="${escapeHtml(publicUrl)}/">${escapeHtml(t('backToSignIn'))}</a></p>`;
}

export function renderForgotPage(
  language: LanguageCode,
  publicUrl: string,
  state: { email?: string; error?: string; sent?: boolean } = {},
): string {
  const t = translator(language);
  const body = state.sent
    ? messageBlock('notice', t('forgotSent'))
    : `<p>${escapeHtml(t('forgotIntro'))}</p>
${messageBlock('alert', state.error)}
<form method="post" action="/oidc/password/forgot?lang=${language}">
${field({ name: 'email', label: t('email'), type: 'email', autocomplete: 'username', value: state.email, invalid: Boolean(state.error), autofocus: true })}
<button type="submit">${escapeHtml(t('forgotButton'))}</button>
</form>`;
  return renderPage(language, t('forgotTitle'), body + backLink(language, publicUrl));
}

export interface ChoosePasswordState {
  token: string;
  isInvitation: boolean;
  error?: string;
}

/** Choosing a password: after a reset mail, or the first time from an invitation. */
export function renderChoosePasswordPage(
  language: LanguageCode,
  state: ChoosePasswordState,
): string {
  const t = translator(language);
  const invalid = Boolean(state.error);
  const body = `${messageBlock('alert', state.error)}
<form method="post" action="/oidc/password/reset?lang=${language}">
${field({ name: 'token', label: '', type: 'hidden', value: state.token })}
${field({ name: 'password', label: t('newPassword'), type: 'password', autocomplete: 'new-password', invalid, autofocus: true })}
${field({ name: 'repeatPassword', label: t('repeatPassword'), type: 'password', autocomplete: 'new-password', invalid })}
<button type="submit">${escapeHtml(t('savePassword'))}</button>
</form>`;
  return renderPage(language, t(state.isInvitation ? 'invitationTitle' : 'resetTitle'), body);
}

export function renderConfirmEmailPage(language: LanguageCode, token: string): string {
  const t = translator(language);
  const body = `<p>${escapeHtml(t('confirmIntro'))}</p>
<form method="post" action="/oidc/email/confirm?lang=${language}">
${field({ name: 'token', label: '', type: 'hidden', value: token })}
<button type="submit">${escapeHtml(t('confirmButton'))}</button>
</form>`;
  return renderPage(language, t('confirmTitle'), body);
}

/** The end of a flow: a success notice or an error, with the way back to signing in. */
export function renderOutcomePage(
  language: LanguageCode,
  publicUrl: string,
  title: string,
  outcome: { notice?: string; error?: string },
): string {
  const block = outcome.error
    ? messageBlock('alert', outcome.error)
    : messageBlock('notice', outcome.notice);
  return renderPage(language, title, block + backLink(language, publicUrl));
}
