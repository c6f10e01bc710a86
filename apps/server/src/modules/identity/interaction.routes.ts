import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { pickLanguage, translator } from './pages/messages';
import { renderPage, escapeHtml } from './pages/page-layout';
import { renderSignInPage } from './pages/sign-in-page';
import { firstPartyClientIds } from './oidc/oidc-clients';
import { signInWithPassword } from './sign-in.service';
import { publicPage } from '../../platform/http/public-pages';

const signInForm = z.object({
  email: z.string().trim().max(320).default(''),
  password: z.string().max(1024).default(''),
});

const uidParams = z.object({ uid: z.string().min(1).max(128) });

type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

function languageOf(request: FastifyRequest, details?: Details) {
  const uiLocales = details?.params.ui_locales;
  return pickLanguage(
    typeof uiLocales === 'string' ? uiLocales : undefined,
    request.headers['accept-language'],
  );
}

/** An interaction that is unknown or expired (e.g. an old tab): say so, with a clear 400. */
function expiredInteraction(request: FastifyRequest, reply: FastifyReply) {
  const language = languageOf(request);
  const t = translator(language);
  return reply
    .code(400)
    .type('text/html; charset=utf-8')
    .send(
      renderPage(language, t('errorTitle'), `<p role="alert">${escapeHtml(t('errorText'))}</p>`),
    );
}

/**
 * Our own apps need no consent screen, even when they ask for one (prompt=consent): their grant
 * covers what they request, and any other client is refused.
 */
async function grantConsent(
  provider: Provider,
  interaction: Details,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const clientId = String(interaction.params.client_id);
  const accountId = interaction.session?.accountId;
  if (!firstPartyClientIds.has(clientId) || !accountId) {
    return provider.interactionResult(request.raw, reply.raw, { error: 'access_denied' });
  }
  const grant =
    (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
    new provider.Grant({ clientId, accountId });
  const { details } = interaction.prompt;
  const missingScope = details.missingOIDCScope;
  if (Array.isArray(missingScope)) grant.addOIDCScope(missingScope.join(' '));
  const missingClaims = details.missingOIDCClaims;
  if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims as string[]);
  const missingResources = (details.missingResourceScopes ?? {}) as Record<string, string[]>;
  for (const [indicator, scopes] of Object.entries(missingResources))
    grant.addResourceScope(indicator, scopes.join(' '));
  const grantId = await grant.save();
  return provider.interactionResult(
    request.raw,
    reply.raw,
    { consent: { grantId } },
    { mergeWithLastSubmission: true },
  );
}

/** The sign-in step of the identity server at `/oidc/interaction/{uid}`. */
export function registerInteractionRoutes(app: FastifyInstance) {
  const providerOf = async () => {
    const { provider } = await app.identityServer();
    if (!provider) throw new Error('The identity server runs elsewhere');
    return provider;
  };
  const details = async (request: FastifyRequest, reply: FastifyReply) =>
    (await providerOf()).interactionDetails(request.raw, reply.raw).catch(() => undefined);

  app.get('/oidc/interaction/:uid', publicPage, async (request, reply) => {
    const { uid } = uidParams.parse(request.params);
    const interaction = await details(request, reply);
    if (!interaction || interaction.uid !== uid) return expiredInteraction(request, reply);
    if (interaction.prompt.name !== 'login') {
      const redirectTo = await grantConsent(await providerOf(), interaction, request, reply);
      return reply.redirect(redirectTo, 303);
    }
    const language = languageOf(request, interaction);
    const loginHint = interaction.params.login_hint;
    return reply.type('text/html; charset=utf-8').send(
      renderSignInPage({
        language,
        action: `/oidc/interaction/${uid}`,
        email: typeof loginHint === 'string' ? loginHint : undefined,
      }),
    );
  });

  app.post('/oidc/interaction/:uid', publicPage, async (request, reply) => {
    const { uid } = uidParams.parse(request.params);
    const interaction = await details(request, reply);
    if (!interaction || interaction.uid !== uid) return expiredInteraction(request, reply);
    const language = languageOf(request, interaction);
    const t = translator(language);
    const form = signInForm.safeParse(request.body ?? {});
    const email = form.success ? form.data.email : '';
    const password = form.success ? form.data.password : '';
    const action = `/oidc/interaction/${uid}`;
    if (!email || !password) {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(renderSignInPage({ language, action, email, error: t('fieldRequired') }));
    }
    const outcome = await signInWithPassword(app.database.db, { email, password, ip: request.ip });
    if (outcome.kind === 'throttled') {
      const seconds = outcome.retryAfterSeconds;
      return reply
        .code(429)
        .header('retry-after', String(seconds))
        .type('text/html; charset=utf-8')
        .send(renderSignInPage({ language, action, email, error: t('signInLocked', { seconds }) }));
    }
    if (outcome.kind === 'invalid') {
      return reply
        .code(401)
        .type('text/html; charset=utf-8')
        .send(renderSignInPage({ language, action, email, error: t('signInFailed') }));
    }
    const redirectTo = await (
      await providerOf()
    ).interactionResult(request.raw, reply.raw, {
      login: { accountId: outcome.userCode },
    });
    return reply.redirect(redirectTo, 303);
  });
}
