import { and, eq, isNull, or } from 'drizzle-orm';
import { signTemplates, signTemplateVersions, type TemplateAsset } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';

/**
 * A file of one version of a template the account may make signs from (global or its own): what
 * a sign's document loads as `assets/<fileName>`. Anything else is 404.
 */
export async function findTemplateAsset(
  db: Database,
  accountId: string,
  asset: { templateCode: string; version: number; fileName: string },
): Promise<TemplateAsset> {
  const [row] = await db
    .select({ assets: signTemplateVersions.assets })
    .from(signTemplateVersions)
    .innerJoin(signTemplates, eq(signTemplates.id, signTemplateVersions.templateId))
    .where(
      and(
        eq(signTemplates.templateCode, asset.templateCode),
        eq(signTemplateVersions.version, asset.version),
        or(isNull(signTemplates.accountId), eq(signTemplates.accountId, accountId)),
      ),
    );
  const found = row?.assets.find((file) => file.fileName === asset.fileName);
  if (!found) throw new NotFound('fileName: no such file of this template');
  return found;
}
