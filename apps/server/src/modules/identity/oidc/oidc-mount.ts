import type { FastifyInstance } from 'fastify';
// The provider runs every request of its own in this store, which only a feature we leave off
// reads (client metadata documents); it is not part of the package's published interface.
import providerStore from 'oidc-provider/lib/helpers/als.js';
import { storeOffBetweenUses } from '../../../platform/async/store-off-between-uses';
import { publicPage } from '../../../platform/http/public-pages';

const prefix = '/oidc';

const whileProviderAnswers = storeOffBetweenUses(providerStore);

/**
 * Hands every `/oidc/*` request that no page of ours answers to the provider (a Koa app) as a
 * raw request and response. Bodies stay unread here because the provider parses its own.
 */
export async function mountOidcProvider(app: FastifyInstance) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all(`${prefix}/*`, publicPage, async (request, reply) => {
      const { provider } = await app.identityServer();
      if (!provider) return reply.callNotFound();
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      // The provider routes on paths below its mount point and rebuilds full URLs from originalUrl.
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice(prefix.length) || '/';
      await whileProviderAnswers(() => provider.callback()(raw, reply.raw));
    });
  });
}
