import {
  getClientConfiguration,
  getSupportClientConfiguration,
  type Backend,
} from '@marquee/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/env';
import { defineRoute } from '../../platform/http/define-route';
import { ok } from '../../platform/http/success-envelope';
import { customerClientId, firstPartyScope, supportClientId } from './oidc/oidc-clients';

/** Long enough to spare a reload the request, short enough that a changed issuer shows soon. */
const cacheControl = 'public, max-age=300';

/** Where and as whom an app signs in: our issuer at /oidc, or the configured external one. */
export function clientConfiguration(config: Config, backend: Backend) {
  const { externalIssuer, externalClients } = config.oidc;
  const ownClientId = backend === 'customer' ? customerClientId : supportClientId;
  const externalClientId =
    backend === 'customer' ? externalClients.customerClientId : externalClients.supportClientId;
  return {
    authority: externalIssuer ?? `${config.publicUrl}/oidc`,
    clientId: (externalIssuer && externalClientId) || ownClientId,
    scope: (externalIssuer && externalClients.scope) || firstPartyScope,
  };
}

function answer(backend: Backend) {
  return ({ request, reply }: { request: FastifyRequest; reply: FastifyReply }) => {
    reply.header('cache-control', cacheControl);
    return { success: ok, ...clientConfiguration(request.server.config, backend) };
  };
}

export const clientConfigurationRoutes = [
  defineRoute(getClientConfiguration, answer('customer'), { needsDatabase: false }),
  defineRoute(getSupportClientConfiguration, answer('support'), { needsDatabase: false }),
];
