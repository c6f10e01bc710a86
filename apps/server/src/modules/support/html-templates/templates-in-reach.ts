import type { HtmlTemplateDetail } from '@marquee/contracts';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { accounts, signTemplates, signTemplateVersions } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { Forbidden, NotFound } from '../../../platform/errors';
import { type SupportActor } from '../../scope';
import { currentVersionJoin } from '../../sign-templates';

/**
 * The templates a support user may see and write: those of the clients their roles reach, and
 * the global ones only with every client in reach (a global template reaches every client's signs).
 */
export async function templatesInReach(
  db: Database,
  actor: SupportActor,
): Promise<SQL | undefined> {
  const reach = await actor.clients();
  if (reach.isEveryClient) return undefined;
  return inArray(
    signTemplates.accountId,
    db.select({ id: accounts.id }).from(accounts).where(reach.accounts),
  );
}

/** Only a user who reaches every client may write a global template. */
export async function assertGlobalWrite(actor: SupportActor) {
  if (!(await actor.clients()).isEveryClient)
    throw new Forbidden(
      'clientCode: only a support role that reaches every client may write global templates',
    );
}

export const templateColumns = {
  id: signTemplates.id,
  templateCode: signTemplates.templateCode,
  templateName: signTemplates.name,
  accountId: signTemplates.accountId,
  clientCode: accounts.accountCode,
  isFallbackTemplate: signTemplates.isFallback,
  version: signTemplateVersions.version,
  html: signTemplateVersions.html,
  formModel: signTemplateVersions.formModel,
  assets: signTemplateVersions.assets,
};

/** Templates with their current version and client, under `where`, by name. */
export function selectTemplates(db: Database, where: SQL | undefined) {
  return db
    .select(templateColumns)
    .from(signTemplates)
    .innerJoin(signTemplateVersions, currentVersionJoin)
    .leftJoin(accounts, eq(accounts.id, signTemplates.accountId))
    .where(where)
    .orderBy(signTemplates.name, signTemplates.templateCode);
}

export type TemplateRow = Awaited<ReturnType<typeof selectTemplates>>[number];

export function templateDetail(row: TemplateRow): HtmlTemplateDetail {
  return {
    id: row.templateCode,
    templateCode: row.templateCode,
    templateName: row.templateName,
    clientCode: row.clientCode,
    version: row.version,
    orientations: [...row.formModel.orientations],
    isFallbackTemplate: row.isFallbackTemplate,
    html: row.html,
    formModel: row.formModel as HtmlTemplateDetail['formModel'],
    assets: row.assets.map(({ fileName, sizeBytes, contentType }) => ({
      fileName,
      sizeBytes,
      contentType: contentType as HtmlTemplateDetail['assets'][number]['contentType'],
    })),
  };
}

/** A template in the caller's reach by its code; any other answers 404. */
export async function reachedTemplate(db: Database, actor: SupportActor, templateCode: string) {
  const [row] = await selectTemplates(
    db,
    and(eq(signTemplates.templateCode, templateCode), await templatesInReach(db, actor)),
  );
  if (!row) throw new NotFound('templateCode: no such template');
  return row;
}
