import type { SaveHtmlTemplateBody } from '@marquee/contracts';
import type { FormModel } from '@marquee/domain';
import { eq } from 'drizzle-orm';
import { signTemplates } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { NotFound } from '../../../platform/errors';
import type { FileStore } from '../../../platform/storage/file-store';
import { reachableClient, type SupportActor } from '../../scope';
import { saveTemplateVersion, storeTemplateAssets, type IncomingAsset } from '../../sign-templates';
import { assertGlobalWrite, reachedTemplate, templateDetail } from './templates-in-reach';

export interface TemplateSave extends Omit<SaveHtmlTemplateBody, 'assets' | 'formModel'> {
  formModel: FormModel;
  /** Undefined keeps the current version's files. */
  assets?: IncomingAsset[];
}

/**
 * Where a save goes, checked before anything is read or stored: the client must be in reach
 * (404), a global template needs every client in reach (403), and a template code names one in
 * reach or none yet (another client's answers 404, as if it did not exist).
 */
export async function templateTarget(
  db: Database,
  actor: SupportActor,
  input: { clientCode?: string | null; templateCode?: string },
) {
  const client = input.clientCode
    ? await reachableClient(db, actor, input.clientCode, 'clientCode')
    : null;
  if (!client) await assertGlobalWrite(actor);
  if (input.templateCode) {
    await reachedTemplate(db, actor, input.templateCode).catch(async (error: unknown) => {
      if (!(error instanceof NotFound)) throw error;
      if (await templateCodeTaken(db, input.templateCode!)) throw error;
    });
  }
  return { accountId: client?.id ?? null };
}

/**
 * Creates a template, or versions it when its content changed, once `templateTarget` allows it.
 * Files are checked and stored before the transaction; the same bytes are stored once.
 */
export async function saveHtmlTemplate(
  db: Database,
  actor: SupportActor,
  files: FileStore,
  input: TemplateSave,
) {
  const { accountId } = await templateTarget(db, actor, input);
  const assets = input.assets ? await storeTemplateAssets(files, input.assets) : null;
  const saved = await db.transaction((tx) =>
    saveTemplateVersion(tx, {
      templateCode: input.templateCode,
      accountId,
      name: input.templateName,
      isFallback: input.isFallbackTemplate ?? false,
      html: input.html,
      formModel: input.formModel,
      assets,
      author: actor.name,
    }),
  );
  return {
    htmlTemplate: templateDetail(await reachedTemplate(db, actor, saved.templateCode)),
    versionAdded: saved.versionAdded,
  };
}

async function templateCodeTaken(db: Database, templateCode: string) {
  const [row] = await db
    .select({ id: signTemplates.id })
    .from(signTemplates)
    .where(eq(signTemplates.templateCode, templateCode));
  return row !== undefined;
}
