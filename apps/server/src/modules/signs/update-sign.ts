import { and, eq, sql } from 'drizzle-orm';
import { signs } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { BadRequest, NotFound, PreconditionFailed } from '../../platform/errors';
import { recordAudit } from '../audit';
import { playersPlayingMedia, recordContentChange } from '../content';
import {
  playsWithinReach,
  releaseFiles,
  setSignFiles,
  setWebPageAddress,
  type MediaPlatform,
} from '../media';
import type { Actor } from '../scope';
import { templateForSign, templateVersionsByIds } from '../sign-templates';
import { checkedSignValues } from './checked-sign-values';
import { findSign, webPageVersion, type FoundSign } from './find-sign';
import { keepPreviews, loadRenderContext, renderDocuments } from './render-documents';
import { signDocumentsView } from './sign-documents-view';
import { filesLetGo, holdDocuments } from './sign-files';

export interface UpdateSignInput {
  version: string;
  displayName: string;
  values?: unknown;
  updateTemplate?: boolean;
  url?: string;
}

const stale = () =>
  new PreconditionFailed('This sign was changed since it was opened; reload it to see the change.');

async function updateWebPage(
  db: Database,
  actor: Actor,
  found: FoundSign,
  input: UpdateSignInput,
  ipAddress: string,
) {
  if (!input.url) throw new BadRequest('url: a web page needs its https address');
  const url = input.url;
  if (input.version !== webPageVersion(found.modifiedAt)) throw stale();
  const withinReach = await playsWithinReach(actor);
  return db.transaction(async (tx) => {
    const changed = await setWebPageAddress(tx, found.id, url);
    if (!changed) throw new NotFound('mediaCode: no such sign');
    const playerIds = await playersPlayingMedia(tx, actor, [found.id]);
    await withinReach(tx, playerIds);
    await recordContentChange(tx, { accountId: actor.accountId, playerIds });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: actor.accountId,
      action: 'updateSign',
      details: { before: { url: found.displayName }, after: { url } },
      ipAddress,
    });
    return {
      mediaCode: found.mediaCode,
      documentHash: '',
      version: webPageVersion(changed.modifiedAt),
      documents: [],
    };
  });
}

/**
 * Saves a sign's name and values over the version it was opened at, rendering it again, and tells
 * the screens that play it. The version is checked under the row's lock, so of two saves from the
 * same version one wins and the other answers 412. The files of the documents it replaces, every
 * orientation's, are released once it has committed.
 */
export async function updateSign(
  db: Database,
  actor: Actor,
  platform: MediaPlatform,
  mediaCode: string,
  input: UpdateSignInput,
  ipAddress: string,
) {
  const found = await findSign(db, actor, mediaCode);
  if (found.mediaType === 'WebPage') return updateWebPage(db, actor, found, input, ipAddress);
  const sign = found.sign;
  if (!sign) throw new NotFound('mediaCode: this sign has no template to edit it with');
  if (input.version !== String(sign.version)) throw stale();
  const current = (await templateVersionsByIds(db, [sign.templateVersionId])).get(
    sign.templateVersionId,
  );
  if (!current) throw new NotFound('templateCode: no such template');
  const template = input.updateTemplate
    ? await templateForSign(db, actor.accountId, current.templateCode)
    : current;
  const checked = await checkedSignValues(
    db,
    actor,
    template.formModel,
    input.values ?? sign.values,
  );
  const source = { accountId: actor.accountId, template, ...checked };
  const rendered = await renderDocuments(
    platform.files,
    source,
    await loadRenderContext(db, actor.accountId, [source]),
  );
  const withinReach = await playsWithinReach(actor);
  const { version, documents, released } = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ documents: signs.documents })
      .from(signs)
      .where(and(eq(signs.mediaId, found.id), eq(signs.version, sign.version)))
      .for('update');
    if (!locked) throw stale();
    // As locked: a re-render or a captured PNG since the sign was read is what this one replaces.
    const kept = keepPreviews(rendered.documents, locked.documents);
    await holdDocuments(tx, platform.files, kept);
    const [saved] = await tx
      .update(signs)
      .set({
        templateVersionId: template.versionId,
        values: checked.values,
        version: sql`${signs.version} + 1`,
        documents: kept,
        documentHash: rendered.documentHash,
        factCodes: checked.factCodes,
        mediaCodes: checked.mediaCodes,
        renderedAt: new Date(),
      })
      .where(eq(signs.mediaId, found.id))
      .returning({ version: signs.version });
    if (!saved) throw stale();
    const releasedFiles = await setSignFiles(tx, platform, [
      {
        mediaId: found.id,
        displayName: input.displayName,
        templateName: template.name,
        file: rendered.file,
      },
    ]);
    const playerIds = await playersPlayingMedia(tx, actor, [found.id]);
    await withinReach(tx, playerIds);
    await recordContentChange(tx, { accountId: actor.accountId, playerIds });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: actor.accountId,
      action: 'updateSign',
      details: {
        before: { displayName: found.displayName, values: sign.values, version: current.version },
        after: {
          displayName: input.displayName,
          values: checked.values,
          version: template.version,
        },
      },
      ipAddress,
    });
    return {
      version: saved.version,
      documents: kept,
      released: [...releasedFiles, ...filesLetGo(locked.documents, kept)],
    };
  });
  await releaseFiles(db, platform.files, released);
  return {
    mediaCode: found.mediaCode,
    documentHash: rendered.documentHash,
    version: String(version),
    documents: signDocumentsView(found.mediaCode, documents),
  };
}
