import { importJWK, SignJWT, type JWK } from 'jose';

/** Support-user tokens are shorter-lived than sign-in tokens: they cannot be renewed. */
export const supportAccessSeconds = 10 * 60;

export interface SupportAccessTokenInput {
  signingKey: JWK;
  issuer: string;
  audience: string;
  supportUserCode: string;
  accountCode: string;
}

/** A token that lets a support user act in one customer account, marked as support access. */
export async function mintSupportAccessToken(input: SupportAccessTokenInput): Promise<string> {
  const key = await importJWK(input.signingKey, 'RS256');
  return new SignJWT({ userType: 'Support', accountCode: input.accountCode, supportAccess: true })
    .setProtectedHeader({ alg: 'RS256', kid: input.signingKey.kid, typ: 'at+jwt' })
    .setIssuer(input.issuer)
    .setAudience(input.audience)
    .setSubject(input.supportUserCode)
    .setIssuedAt()
    .setExpirationTime(`${supportAccessSeconds}s`)
    .setJti(crypto.randomUUID())
    .sign(key);
}
