import { and, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { signs, type SignDocumentRow } from '../../db/schema';
import { queryRows, type Database } from '../../platform/db/database';
import { textArray } from '../../platform/db/id-array';
import { mapAtMost } from '../../platform/batching/map-at-most';
import { playersPlayingMedia, recordContentChange } from '../content';
import { releaseFiles, setSignFiles, type MediaPlatform } from '../media';
import { templateVersionsByIds } from '../sign-templates';
import {
  keepPreviews,
  loadRenderContext,
  renderDocuments,
  type SignSource,
} from './render-documents';
import { filesLetGo, holdDocuments } from './sign-files';

/** Signs re-rendered in one transaction: one content change and one manifest rebuild for them all. */
const signsPerRound = 500;
/** Signs whose documents are written at once. */
const filesAtOnce = 16;

const changedCodes = z.array(z.string().max(64)).max(10_000);
const changePayload = z.object({
  accountId: z.string().uuid(),
  factCodes: changedCodes.default([]),
  mediaCodes: changedCodes.default([]),
});

/** Items or media that changed: the signs that name any of them render again. */
export type ShownChange = z.input<typeof changePayload>;

/**
 * Renders again every sign of the account that shows one of these items or media, and tells the
 * screens that play them, a round of signs at a time. A sign a person saved meanwhile is left as
 * that save rendered it (its version moved on). Items and media never call in here: they queue
 * the job.
 */
export async function rerenderSignsShowing(
  db: Database,
  platform: MediaPlatform,
  given: ShownChange,
): Promise<number> {
  const change = changePayload.parse(given);
  if (change.factCodes.length === 0 && change.mediaCodes.length === 0) return 0;
  let rendered = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const round = await db
      .select({
        mediaId: signs.mediaId,
        templateVersionId: signs.templateVersionId,
        values: signs.values,
        version: signs.version,
        documents: signs.documents,
        factCodes: signs.factCodes,
        mediaCodes: signs.mediaCodes,
      })
      .from(signs)
      .where(
        and(
          eq(signs.accountId, change.accountId),
          or(
            sql`${signs.factCodes} && ${textArray(change.factCodes)}::text[]`,
            sql`${signs.mediaCodes} && ${textArray(change.mediaCodes)}::text[]`,
          ),
          sql`${signs.mediaId} > ${after}`,
        ),
      )
      .orderBy(signs.mediaId)
      .limit(signsPerRound);
    if (round.length === 0) return rendered;
    after = round[round.length - 1]!.mediaId;
    rendered += await rerenderRound(db, platform, change.accountId, round);
    if (round.length < signsPerRound) return rendered;
  }
}

type RoundSign = {
  mediaId: string;
  templateVersionId: string;
  version: number;
  documents: (typeof signs.$inferSelect)['documents'];
} & Pick<SignSource, 'values' | 'factCodes' | 'mediaCodes'>;

async function rerenderRound(
  db: Database,
  platform: MediaPlatform,
  accountId: string,
  round: readonly RoundSign[],
): Promise<number> {
  const templates = await templateVersionsByIds(
    db,
    round.map((sign) => sign.templateVersionId),
  );
  const context = await loadRenderContext(db, accountId, round);
  const known = round.filter((sign) => templates.has(sign.templateVersionId));
  // Each document is a file written through to disk: overlapping the writes is most of the speed.
  const renders = await mapAtMost(known, filesAtOnce, async (sign) => {
    const template = templates.get(sign.templateVersionId)!;
    const rendered = await renderDocuments(
      platform.files,
      { accountId, template, ...sign },
      context,
    );
    return { sign, rendered, documents: keepPreviews(rendered.documents, sign.documents) };
  });
  const released = await db.transaction(async (tx) => {
    // Each row's documents as it is locked, so that what a capture or another render wrote since
    // the round was read is let go too.
    const saved = await queryRows<{ mediaId: string; before: SignDocumentRow[] }>(
      tx,
      sql`
      with r as (
        select * from jsonb_to_recordset(${JSON.stringify(
          renders.map(({ sign, rendered, documents }) => ({
            mediaId: sign.mediaId,
            version: sign.version,
            documents,
            documentHash: rendered.documentHash,
          })),
        )}::jsonb) as r("mediaId" uuid, version int, documents jsonb, "documentHash" text)
      ), old as (
        select s.media_id, s.documents from signs s
        join r on s.media_id = r."mediaId" and s.version = r.version
        for update of s
      )
      update signs s set
        documents = r.documents, document_hash = r."documentHash", rendered_at = now()
      from r join old o on o.media_id = r."mediaId"
      where s.media_id = r."mediaId" and s.version = r.version
      returning s.media_id as "mediaId", o.documents as "before"`,
    );
    const before = new Map(saved.map((row) => [row.mediaId, row.before]));
    const changed = renders.filter(({ sign }) => before.has(sign.mediaId));
    await holdDocuments(
      tx,
      platform.files,
      changed.flatMap(({ documents }) => documents),
    );
    const releasedFiles = await setSignFiles(
      tx,
      platform,
      changed.map(({ sign, rendered }) => ({ mediaId: sign.mediaId, file: rendered.file })),
    );
    const mediaIds = changed.map(({ sign }) => sign.mediaId);
    const playerIds = await playersPlayingMedia(tx, { accountId }, mediaIds);
    await recordContentChange(tx, { accountId, playerIds });
    return [
      ...releasedFiles,
      ...changed.flatMap(({ sign, documents }) =>
        filesLetGo(before.get(sign.mediaId) ?? [], documents),
      ),
    ];
  });
  await releaseFiles(db, platform.files, released);
  return renders.length;
}

/** The job of `itemsChangedQueue` and `mediaChangedQueue`: its payload checked like any input. */
export function handleShownChange(db: () => Database, platform: MediaPlatform) {
  return async (payload: unknown) => {
    await rerenderSignsShowing(db(), platform, payload as ShownChange);
  };
}
