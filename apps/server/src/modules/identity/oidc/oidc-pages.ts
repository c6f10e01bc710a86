import type { KoaContextWithOIDC } from 'oidc-provider';
import { pickLanguage, translator } from '../pages/messages';
import { escapeHtml, renderPage } from '../pages/page-layout';

function languageOf(ctx: KoaContextWithOIDC) {
  const uiLocales = ctx.oidc?.params?.ui_locales;
  return pickLanguage(
    typeof uiLocales === 'string' ? uiLocales : undefined,
    ctx.get('accept-language'),
  );
}

/** The identity server's own pages (sign-out, signed out, error), in the user's language. */
export const oidcPages = {
  logout(ctx: KoaContextWithOIDC, form: string) {
    const language = languageOf(ctx);
    const t = translator(language);
    ctx.type = 'html';
    ctx.body = renderPage(
      language,
      t('signOutTitle'),
      `<p>${escapeHtml(t('signOutQuestion'))}</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${escapeHtml(t('signOutButton'))}</button>
<button type="submit" form="op.logoutForm" class="secondary">${escapeHtml(t('stayButton'))}</button>`,
    );
  },

  loggedOut(ctx: KoaContextWithOIDC) {
    const language = languageOf(ctx);
    const t = translator(language);
    ctx.type = 'html';
    ctx.body = renderPage(
      language,
      t('signOutTitle'),
      `<p role="status">${escapeHtml(t('signedOut'))}</p>`,
    );
  },

  /** Errors explain in the user's words, with the protocol's own description below. */
  error(ctx: KoaContextWithOIDC, out: { error_description?: string }) {
    const language = languageOf(ctx);
    const t = translator(language);
    const detail = out.error_description
      ? `<p><small>${escapeHtml(out.error_description)}</small></p>`
      : '';
    ctx.type = 'html';
    ctx.body = renderPage(
      language,
      t('errorTitle'),
      `<p role="alert">${escapeHtml(t('errorText'))}</p>${detail}`,
    );
  },
};
