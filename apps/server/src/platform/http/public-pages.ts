import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route outside the contracts that anyone may open (sign-in pages, docs, front ends). */
    publicPage?: boolean;
  }
  interface FastifyInstance {
    /**
     * Runs `register` (a plugin of another project that adds routes we cannot mark, such as
     * static hosting) with every route it adds counted as a public page.
     */
    registerPublicPages(register: () => PromiseLike<unknown>): Promise<void>;
  }
}

/** Route options that mark a route outside the contracts as a public page, on purpose. */
export const publicPage = { config: { publicPage: true } } as const;

function describeRoute(route: RouteOptions): string {
  const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
  return `${methods} ${route.url}`;
}

/**
 * Refuses, as it is added, any route that neither serves a call of the contracts (which
 * declares its access, see `registerRoutes`) nor is marked a public page, so no address can
 * slip past the access rules by being registered some other way.
 */
export const routeAccessGuardPlugin = fp(
  async (app: FastifyInstance) => {
    let openPublicRegions = 0;
    app.decorate('registerPublicPages', async (register: () => PromiseLike<unknown>) => {
      openPublicRegions += 1;
      try {
        await register();
      } finally {
        openPublicRegions -= 1;
      }
    });
    app.addHook('onRoute', (route) => {
      if (route.config?.call || route.config?.publicPage || openPublicRegions > 0) return;
      throw new Error(
        `Route ${describeRoute(route)} declares no access: serve it through a contract call or mark it a public page`,
      );
    });
  },
  { name: 'route-access-guard' },
);
