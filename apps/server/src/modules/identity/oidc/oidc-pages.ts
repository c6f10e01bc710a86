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

/** Answers with one page in the user's language: its title and body, built with their words. */
function answerPage(
  ctx: KoaContextWithOIDC,
  page: (t: ReturnType<typeof translator>) => { title: string; body: string },
) {
  const language = languageOf(ctx);
  const { title, body } = page(translator(language));
  ctx.type = 'html';
  ctx.body = renderPage(language, title, body);
}

/** The identity server's own pages (sign-out, signed out, error), in the user's language. */
export const oidcPages = {
  logout(ctx: KoaContextWithOIDC, form: string) {
    answerPage(ctx, (t) => ({
      title: t('signOutTitle'),
      body: `<p>${escapeHtml(t('signOutQuestion'))}</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${escapeHtml(t('signOutButton'))}</button>
<button type="submit" form="op.logoutForm" class="secondary">${escapeHtml(t('stayButton'))}</button>`,
    }));
  },

  loggedOut(ctx: KoaContextWithOIDC) {
    answerPage(ctx, (t) => ({
      title: t('signOutTitle'),
      body: `<p role="status">${escapeHtml(t('signedOut'))}</p>`,
    }));
  },

  /** Errors explain in the user's words, with the protocol's own description below. */
  error(ctx: KoaContextWithOIDC, out: { error_description?: string }) {
    const detail = out.error_description
      ? `<p><small>${escapeHtml(out.error_description)}</small></p>`
      : '';
    answerPage(ctx, (t) => ({
      title: t('errorTitle'),
      body: `<p role="alert">${escapeHtml(t('errorText'))}</p>${detail}`,
    }));
  },
};
