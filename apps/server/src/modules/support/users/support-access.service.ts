import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import type { AuthContext } from '../../../platform/http/auth-context';
import { recordAudit } from '../../audit';
import { mintSupportAccessToken, supportAccessSeconds, type IdentityServer } from '../../identity';
import { reachableClient } from '../roles';

/**
 * A short-lived token that lets the support user act in the account as its administrator. The
 * token says it is support access, and every one handed out is written to the audit log.
 */
export async function getSupportUserAccessToken(
  db: Database,
  auth: AuthContext,
  identity: IdentityServer,
  accountCode: string,
  ipAddress: string,
) {
  const account = await reachableClient(db, auth, accountCode, 'id');
  const accessToken = await mintSupportAccessToken({
    signingKey: identity.signingKey,
    issuer: identity.localIssuer,
    audience: identity.audience,
    supportUserCode: auth.userCode,
    accountCode: account.accountCode,
  });
  const [actor] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userCode, auth.userCode));
  await recordAudit(db, {
    actorUserId: actor?.id ?? null,
    accountId: account.id,
    action: 'supportAccessToken',
    details: { expiresIn: supportAccessSeconds },
    ipAddress,
  });
  return { accessToken, expiresIn: supportAccessSeconds };
}
