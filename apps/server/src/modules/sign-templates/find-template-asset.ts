import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { signTemplates, signTemplateVersions, type TemplateAsset } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';

interface AssetAddress {
  templateCode: string;
  version: number;
  fileName: string;
}

/**
 * A file of one version of a template among `templates` (a condition on `sign_templates`, none
 * for every template): what a document loads as `assets/<fileName>`. Anything else is 404, a
 * template outside `templates` alike, so its existence is not revealed.
 */
export async function findTemplateAssetIn(
  db: Database,
  templates: SQL | undefined,
  asset: AssetAddress,
): Promise<TemplateAsset> {
  const [row] = await db
    .select({ assets: signTemplateVersions.assets })
    .from(signTemplateVersions)
    .innerJoin(signTemplates, eq(signTemplates.id, signTemplateVersions.templateId))
    .where(
      and(
        eq(signTemplates.templateCode, asset.templateCode),
        eq(signTemplateVersions.version, asset.version),
        templates,
      ),
    );
  const found = row?.assets.find((file) => file.fileName === asset.fileName);
  if (!found) throw new NotFound('fileName: no such file of this template');
  return found;
}

/** A file of a template the account may make signs from (global or its own). */
export function findTemplateAsset(db: Database, accountId: string, asset: AssetAddress) {
  return findTemplateAssetIn(
    db,
    or(isNull(signTemplates.accountId), eq(signTemplates.accountId, accountId)),
    asset,
  );
}
