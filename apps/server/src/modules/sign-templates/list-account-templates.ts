import { asc, eq, isNull, or } from 'drizzle-orm';
import { signTemplates, signTemplateVersions } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { currentVersionJoin } from './current-version';

/** The templates the caller's account may make signs from: the global ones and its own, by name. */
export async function listAccountTemplates(db: Database, actor: Actor) {
  const rows = await db
    .select({
      templateCode: signTemplates.templateCode,
      templateName: signTemplates.name,
      accountId: signTemplates.accountId,
      isFallbackTemplate: signTemplates.isFallback,
      version: signTemplateVersions.version,
      formModel: signTemplateVersions.formModel,
    })
    .from(signTemplates)
    .innerJoin(signTemplateVersions, currentVersionJoin)
    .where(or(isNull(signTemplates.accountId), eq(signTemplates.accountId, actor.accountId)))
    .orderBy(asc(signTemplates.name), asc(signTemplates.templateCode));
  return rows.map(({ accountId, formModel, ...row }) => ({
    ...row,
    orientations: [...formModel.orientations],
    isGlobal: accountId === null,
  }));
}
