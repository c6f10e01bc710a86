import type { LanguageCode } from '@marquee/contracts';
import { escapeHtml, field, messageBlock, renderPage } from './page-layout';
import { translator } from './messages';

export interface SignInPageInput {
  language: LanguageCode;
  action: string;
  email?: string;
  error?: string;
}

/** The identity server's sign-in form (labels "Email", "Password", button "Sign in"). */
export function renderSignInPage(input: SignInPageInput): string {
  const t = translator(input.language);
  const invalid = Boolean(input.error);
  const body = `${messageBlock('alert', input.error)}
<form method="post" action="${escapeHtml(input.action)}">
${field({ name: 'email', label: t('email'), type: 'email', autocomplete: 'username', value: input.email, invalid, autofocus: !input.email })}
${field({ name: 'password', label: t('password'), type: 'password', autocomplete: 'current-password', invalid, autofocus: Boolean(input.email) })}
<button type="submit">${escapeHtml(t('signInButton'))}</button>
</form>
<p class="links"><a href="/oidc/password/forgot?lang=${input.language}">${escapeHtml(t('forgotLink'))}</a></p>`;
  return renderPage(input.language, t('signInTitle'), body);
}
