import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config/env';
import { html, languageOf, tokenQuery } from './page-replies';
import { translator } from './pages/messages';
import {
  renderChoosePasswordPage,
  renderForgotPage,
  renderOutcomePage,
} from './pages/password-pages';
import { choosePassword, requestPasswordLink } from './password-links.service';
import { minPasswordLength } from './passwords';
import { findUsableToken } from './user-tokens';
import { publicPage } from '../../platform/http/public-pages';

const emailForm = z.object({ email: z.string().trim().toLowerCase().max(320).pipe(z.email()) });
const passwordForm = z.object({
  token: z.string().trim().min(20).max(200),
  password: z.string().max(1024).default(''),
  repeatPassword: z.string().max(1024).default(''),
});

/** The password pages mail links lead to: forgot, and reset or invitation. */
export function registerPasswordPages(app: FastifyInstance, config: Config) {
  const { publicUrl } = config;

  app.get('/oidc/password/forgot', publicPage, async (request, reply) =>
    html(reply, 200, renderForgotPage(languageOf(request), publicUrl)),
  );

  app.post('/oidc/password/forgot', publicPage, async (request, reply) => {
    const language = languageOf(request);
    const form = emailForm.safeParse(request.body ?? {});
    if (!form.success) {
      const t = translator(language);
      return html(reply, 400, renderForgotPage(language, publicUrl, { error: t('emailInvalid') }));
    }
    const db = app.database.db;
    await requestPasswordLink({ db, mailer: app.mailer, publicUrl }, form.data.email);
    return html(reply, 200, renderForgotPage(language, publicUrl, { sent: true }));
  });

  app.get('/oidc/password/reset', publicPage, async (request, reply) => {
    const language = languageOf(request);
    const t = translator(language);
    const query = tokenQuery.safeParse(request.query);
    const usable = query.success
      ? await findUsableToken(app.database.db, query.data.token, ['reset', 'invitation'])
      : undefined;
    if (!query.success || !usable) {
      return html(
        reply,
        400,
        renderOutcomePage(language, publicUrl, t('resetTitle'), { error: t('linkInvalid') }),
      );
    }
    const isInvitation = usable.purpose === 'invitation';
    return html(
      reply,
      200,
      renderChoosePasswordPage(language, { token: query.data.token, isInvitation }),
    );
  });

  app.post('/oidc/password/reset', publicPage, async (request, reply) => {
    const language = languageOf(request);
    const t = translator(language);
    const form = passwordForm.safeParse(request.body ?? {});
    if (!form.success) {
      return html(
        reply,
        400,
        renderOutcomePage(language, publicUrl, t('resetTitle'), { error: t('linkInvalid') }),
      );
    }
    const { token, password, repeatPassword } = form.data;
    const usable = await findUsableToken(app.database.db, token, ['reset', 'invitation']);
    const isInvitation = usable?.purpose === 'invitation';
    const problem =
      password.length < minPasswordLength
        ? t('passwordTooShort')
        : password !== repeatPassword
          ? t('passwordMismatch')
          : undefined;
    if (usable && problem) {
      return html(
        reply,
        400,
        renderChoosePasswordPage(language, { token, isInvitation, error: problem }),
      );
    }
    const saved = usable ? await choosePassword(app.database.db, token, password) : false;
    if (!saved) {
      return html(
        reply,
        400,
        renderOutcomePage(language, publicUrl, t('resetTitle'), { error: t('linkInvalid') }),
      );
    }
    return html(
      reply,
      200,
      renderOutcomePage(language, publicUrl, t('resetTitle'), { notice: t('passwordSaved') }),
    );
  });
}
