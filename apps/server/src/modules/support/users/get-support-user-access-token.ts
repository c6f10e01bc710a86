import { resolveFeatureFlags } from '@marquee/domain';
import { Forbidden } from '../../../platform/errors';
import type { Database } from '../../../platform/db/database';
import { recordAudit } from '../../audit';
import { mintSupportAccessToken, supportAccessSeconds, type IdentityServer } from '../../identity';
import { reachableClient, type SupportActor } from '../../scope';

/**
 * A short-lived token that lets the support user act in the account as its administrator. The
 * token says it is support access, and every one handed out is written to the audit log.
 */
export async function getSupportUserAccessToken(
  db: Database,
  actor: SupportActor,
  identity: IdentityServer,
  accountCode: string,
  ipAddress: string,
) {
  const account = await reachableClient(db, actor, accountCode, 'id');
  if (!resolveFeatureFlags(account.featureFlags).enableAuth) {
    throw new Forbidden('Support access is turned off for this account.');
  }
  const accessToken = await mintSupportAccessToken({
    signingKey: identity.signingKey,
    issuer: identity.localIssuer,
    audience: identity.audience,
    supportUserCode: actor.userCode,
    accountCode: account.accountCode,
  });
  await recordAudit(db, {
    actorUserId: actor.userId,
    accountId: account.id,
    action: 'supportAccessToken',
    details: { expiresIn: supportAccessSeconds },
    ipAddress,
  });
  return { accessToken, expiresIn: supportAccessSeconds };
}
