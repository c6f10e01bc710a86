import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import { z } from 'zod';

/** What an access token says about its bearer once its signature, issuer and audience hold. */
const accessTokenClaims = z.object({
  sub: z.string().min(1),
  /** Expiry in seconds since the epoch; verified claims are remembered until then. */
  exp: z.number(),
  userType: z.enum(['Customer', 'Support']).default('Customer'),
  accountCode: z.string().nullable().optional(),
  /** The OpenID scopes the token carries (userinfo answers by them). */
  scope: z.string().optional().catch(undefined),
  /** Set on tokens a support user took to act inside a customer account. */
  supportAccess: z.boolean().optional(),
  /**
   * An external issuer may name the user by a verified address rather than by our user code;
   * a value of another shape (some issuers send `"true"`) just does not count as verified.
   */
  email: z.string().optional().catch(undefined),
  email_verified: z.boolean().optional().catch(undefined),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaims>;

export type VerifyResult = { ok: true; claims: AccessTokenClaims } | { ok: false; reason: string };

/** Only the public half of a key is published or used for verification. */
export function publicJwk({ kty, n, e, kid, alg, use }: JWK): JWK {
  return { kty, n, e, kid, alg, use };
}

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** Our own keys, or the external issuer's JWKS address. */
  keys: JWK[] | URL;
}

/** Verifies bearer JWTs (RS256 only) against the issuer's keys, issuer and audience. */
export function createTokenVerifier(options: TokenVerifierOptions) {
  const keySet: JWTVerifyGetKey = Array.isArray(options.keys)
    ? createLocalJWKSet({ keys: options.keys.map(publicJwk) } satisfies JSONWebKeySet)
    : createRemoteJWKSet(options.keys);

  return async function verifyAccessToken(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'sub'],
      });
      const claims = accessTokenClaims.safeParse(payload);
      return claims.success ? { ok: true, claims: claims.data } : { ok: false, reason: 'claims' };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
      if (error instanceof errors.JOSEError) return { ok: false, reason: error.code };
      throw error;
    }
  };
}

export type VerifyAccessToken = ReturnType<typeof createTokenVerifier>;
