import { signs } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { recordAudit } from '../audit';
import { insertSignMedia, type MediaPlatform } from '../media';
import type { Actor } from '../scope';
import { templateForSign } from '../sign-templates';
import { checkedSignValues } from './checked-sign-values';
import { loadRenderContext, renderDocuments } from './render-documents';
import { signDocumentsView } from './sign-documents-view';
import { holdDocuments } from './sign-files';

/**
 * Makes a sign from a template's current version: values checked, every orientation rendered and
 * stored before the transaction, which only adds the rows (a new sign plays nowhere yet).
 */
export async function createSign(
  db: Database,
  actor: Actor,
  platform: MediaPlatform,
  input: { templateCode: string; displayName: string; values: unknown },
  ipAddress: string,
) {
  const template = await templateForSign(db, actor.accountId, input.templateCode);
  const checked = await checkedSignValues(db, actor, template.formModel, input.values);
  const source = { accountId: actor.accountId, template, ...checked };
  const rendered = await renderDocuments(
    platform.files,
    source,
    await loadRenderContext(db, actor.accountId, [source]),
  );
  const created = await db.transaction(async (tx) => {
    await holdDocuments(tx, platform.files, rendered.documents);
    const row = await insertSignMedia(tx, platform, actor, {
      displayName: input.displayName,
      templateName: template.name,
      file: rendered.file,
    });
    await tx.insert(signs).values({
      mediaId: row.id,
      accountId: actor.accountId,
      templateVersionId: template.versionId,
      values: checked.values,
      documents: rendered.documents,
      documentHash: rendered.documentHash,
      factCodes: checked.factCodes,
      mediaCodes: checked.mediaCodes,
    });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: actor.accountId,
      action: 'createSign',
      details: {
        before: null,
        after: { mediaCode: row.mediaCode, templateCode: template.templateCode },
      },
      ipAddress,
    });
    return row;
  });
  return {
    mediaCode: created.mediaCode,
    documentHash: rendered.documentHash,
    version: '1',
    documents: signDocumentsView(created.mediaCode, rendered.documents),
  };
}
