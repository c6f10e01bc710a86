import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { signTemplates, signTemplateVersions } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';

const currentVersionJoin = and(
  eq(signTemplateVersions.templateId, signTemplates.id),
  eq(signTemplateVersions.version, signTemplates.currentVersion),
);

/** A template with its current version, by its internal id. */
export async function templateWithCurrentVersion(db: Database, templateId: string) {
  const [row] = await db
    .select({ template: signTemplates, version: signTemplateVersions })
    .from(signTemplates)
    .innerJoin(signTemplateVersions, currentVersionJoin)
    .where(eq(signTemplates.id, templateId));
  if (!row) throw new NotFound('templateCode: no such template');
  return row;
}

/** What a sign renders from a template version, and whether the template has moved on since. */
const versionColumns = {
  versionId: signTemplateVersions.id,
  templateCode: signTemplates.templateCode,
  name: signTemplates.name,
  isFallback: signTemplates.isFallback,
  version: signTemplateVersions.version,
  latestVersion: signTemplates.currentVersion,
  html: signTemplateVersions.html,
  formModel: signTemplateVersions.formModel,
  assets: signTemplateVersions.assets,
};
export type TemplateVersionForSign = Awaited<ReturnType<typeof templateForSign>>;

/** The template versions signs render, by version id (a re-render loads those of many signs). */
export async function templateVersionsByIds(
  db: Database,
  versionIds: readonly string[],
): Promise<Map<string, TemplateVersionForSign>> {
  const ids = [...new Set(versionIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(versionColumns)
    .from(signTemplateVersions)
    .innerJoin(signTemplates, eq(signTemplates.id, signTemplateVersions.templateId))
    .where(inArray(signTemplateVersions.id, ids));
  return new Map(rows.map((row) => [row.versionId, row]));
}

/**
 * What a sign of the account is made from: the current version of a global template or of one of
 * the account's own. Another client's template answers 404, like one that does not exist.
 */
export async function templateForSign(db: Database, accountId: string, templateCode: string) {
  const [row] = await db
    .select(versionColumns)
    .from(signTemplates)
    .innerJoin(signTemplateVersions, currentVersionJoin)
    .where(
      and(
        eq(signTemplates.templateCode, templateCode),
        or(isNull(signTemplates.accountId), eq(signTemplates.accountId, accountId)),
      ),
    );
  if (!row) throw new NotFound('templateCode: no such template');
  return row;
}

export { currentVersionJoin };
