import { auditLog } from '../../db/schema';
import type { Database } from '../../platform/db/database';

export interface AuditEntry {
  actorUserId: string | null;
  accountId: string | null;
  action:
    | 'supportAccessToken'
    | 'createAccount'
    | 'deleteAccount'
    | 'createPlayerFormat'
    | 'updatePlayerFormat'
    | 'deletePlayerFormat'
    | 'createOrganization'
    | 'updateOrganization'
    | 'deleteOrganization'
    | 'setApplicationStatus'
    | 'setFeatureFlags'
    | 'returnEndpointMessage'
    | 'deleteEndpointMessage'
    | 'savePlayerSettings'
    | 'createPlayerSettingDefinition'
    | 'updatePlayerSettingDefinition'
    | 'deletePlayerSettingDefinition'
    | 'deleteExternalMessage'
    | 'resendExternalMessage'
    | 'saveFactScheme'
    | 'createFact'
    | 'modifyFactAttributes'
    | 'removeFacts'
    | 'createSign'
    | 'updateSign'
    | 'createSocialChannel'
    | 'updateSocialChannel'
    | 'deleteSocialChannel'
    | 'createCluster'
    | 'updateCluster'
    | 'deleteCluster'
    | 'createTrigger'
    | 'updateTrigger'
    | 'deleteTrigger'
    | 'setAccountTriggerSetting'
    | 'changeLocationTriggerSetting'
    | 'changePlayerTriggerSetting'
    | 'createTriggerKey'
    | 'revokeTriggerKey';
  details?: Record<string, unknown>;
  ipAddress?: string;
}

/** Writes what support staff did in a customer account; rows are never changed afterwards. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    accountId: entry.accountId,
    action: entry.action,
    details: entry.details ?? {},
    ipAddress: entry.ipAddress ?? null,
  });
}
