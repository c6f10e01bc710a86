import type { JWK } from 'jose';
import type Provider from 'oidc-provider';
import type { Config } from '../../config/env';
import type { Database } from '../../platform/db/database';
import { createTokenVerifier, type VerifyAccessToken } from './access-token';
import { loadIdentityKeys } from './oidc/identity-keys';
import { createOidcAdapter, pruneExpiredOidcModels } from './oidc/oidc-adapter';
import { createOidcProvider } from './oidc/oidc-provider';

/** The running identity parts: our provider (unless an external issuer is used) and verifiers. */
export interface IdentityServer {
  /** Our provider; undefined when `OIDC_ISSUER` names another issuer. */
  provider: Provider | undefined;
  /** Verifies the app's access tokens (ours or the external issuer's). */
  verifyAccessToken: VerifyAccessToken;
  /** Verifies support-user tokens, which we always sign ourselves. */
  verifySupportAccessToken: VerifyAccessToken;
  /** The key support-user tokens are signed with. */
  signingKey: JWK;
  localIssuer: string;
  audience: string;
  /** Where users reach the server; mail links start with it. */
  publicUrl: string;
}

/** Where the external issuer publishes its keys, read from its discovery document. */
async function discoverJwksUri(issuer: string): Promise<URL> {
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`Discovery of ${issuer} answered ${response.status}`);
  const document = (await response.json()) as { jwks_uri?: unknown };
  if (typeof document.jwks_uri !== 'string') throw new Error(`${issuer} publishes no jwks_uri`);
  return new URL(document.jwks_uri);
}

/** Starts the identity parts once the database is up: keys first, then provider and verifiers. */
export async function startIdentityServer(db: Database, config: Config): Promise<IdentityServer> {
  const keys = await loadIdentityKeys(db);
  const signingKey = keys.signing[0];
  if (!signingKey) throw new Error('No signing key');
  const localIssuer = `${config.publicUrl}/oidc`;
  const { audience } = config.oidc;
  const verifySupportAccessToken = createTokenVerifier({
    issuer: localIssuer,
    audience,
    keys: keys.signing,
  });
  if (config.oidc.externalIssuer) {
    const issuer = config.oidc.externalIssuer;
    return {
      provider: undefined,
      verifyAccessToken: createTokenVerifier({
        issuer,
        audience,
        keys: await discoverJwksUri(issuer),
      }),
      verifySupportAccessToken,
      signingKey,
      localIssuer,
      audience,
      publicUrl: config.publicUrl,
    };
  }
  await pruneExpiredOidcModels(db);
  const provider = createOidcProvider({
    db,
    issuer: localIssuer,
    publicUrl: config.publicUrl,
    apiAudience: audience,
    accessTokenSeconds: config.oidc.accessTokenSeconds,
    keys,
    adapter: createOidcAdapter(db),
    trustProxy: config.trustProxy,
  });
  return {
    provider,
    verifyAccessToken: verifySupportAccessToken,
    verifySupportAccessToken,
    signingKey,
    localIssuer,
    audience,
    publicUrl: config.publicUrl,
  };
}
