import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';
import { confirmEmail } from './confirm-email.service';
import { html, languageOf, tokenQuery } from './page-replies';
import { translator } from './pages/messages';
import { renderConfirmEmailPage, renderOutcomePage } from './pages/password-pages';
import { findUsableToken } from './user-tokens';
import { publicPage } from '../../platform/http/public-pages';

/** The page an e-mail confirmation link leads to; it changes our own data, whoever signs in. */
export function registerEmailPages(app: FastifyInstance, config: Config) {
  const { publicUrl } = config;

  app.get('/oidc/email/confirm', publicPage, async (request, reply) => {
    const language = languageOf(request);
    const t = translator(language);
    const query = tokenQuery.safeParse(request.query);
    const usable = query.success
      ? await findUsableToken(app.database.db, query.data.token, ['confirmEmail'])
      : undefined;
    if (!query.success || !usable) {
      return html(
        reply,
        400,
        renderOutcomePage(language, publicUrl, t('confirmTitle'), { error: t('linkInvalid') }),
      );
    }
    return html(reply, 200, renderConfirmEmailPage(language, query.data.token));
  });

  app.post('/oidc/email/confirm', publicPage, async (request, reply) => {
    const language = languageOf(request);
    const t = translator(language);
    const form = tokenQuery.safeParse(request.body ?? {});
    const outcome = form.success ? await confirmEmail(app.database.db, form.data.token) : 'invalid';
    if (outcome === 'confirmed') {
      return html(
        reply,
        200,
        renderOutcomePage(language, publicUrl, t('confirmTitle'), { notice: t('emailConfirmed') }),
      );
    }
    const error = t(outcome === 'taken' ? 'emailTaken' : 'linkInvalid');
    return html(
      reply,
      outcome === 'taken' ? 409 : 400,
      renderOutcomePage(language, publicUrl, t('confirmTitle'), { error }),
    );
  });
}
