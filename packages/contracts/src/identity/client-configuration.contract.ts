import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { envelope } from '../core/envelope';

/** What a web app needs to sign in: the issuer, its client id there and the scopes to ask for. */
export const clientConfigurationSchema = envelope({
  authority: z.url(),
  clientId: z.string().min(1),
  scope: z.string().min(1),
});
export type ClientConfiguration = z.infer<typeof clientConfigurationSchema>;

/** Public: the apps need it before anyone signs in, and it names nothing about any account. */
export const getClientConfiguration = defineCall({
  id: 'identity.getClientConfiguration',
  backend: 'customer',
  method: 'GET',
  path: '/api/identity/configuration',
  summary: 'How the customer app signs in: the OpenID Connect issuer, client id and scopes.',
  access: { kind: 'public' },
  response: clientConfigurationSchema,
});

export const getSupportClientConfiguration = defineCall({
  id: 'supportIdentity.getClientConfiguration',
  backend: 'support',
  method: 'GET',
  path: '/api/identity/configuration',
  summary: 'How the support console signs in: the OpenID Connect issuer, client id and scopes.',
  access: { kind: 'public' },
  response: clientConfigurationSchema,
});
