import type { ScreenManifest } from '@marquee/contracts';
import { sql } from 'drizzle-orm';
import type { SignDocumentRow } from '../../db/schema';
import { queryRows, type Database } from '../../platform/db/database';
import { textArray, uuidArray } from '../../platform/db/id-array';
import { manifestMediaOf, type PlayableMediaColumns } from './manifest-parts';

type ManifestMedia = ScreenManifest['media'][number];

const signDocumentUrl = (mediaCode: string, index: number) =>
  index === 0
    ? `/screen/signs/${encodeURIComponent(mediaCode)}`
    : `/screen/signs/${encodeURIComponent(mediaCode)}/${index}`;

const byCode = (a: ManifestMedia, b: ManifestMedia) => a.mediaCode.localeCompare(b.mediaCode);

/** The account and code pairs, as two arrays of one parameter each however many. */
function pairs(list: readonly { accountId: string; mediaCode: string }[]) {
  return {
    accounts: uuidArray(list.map((pair) => pair.accountId)),
    codes: textArray(list.map((pair) => pair.mediaCode)),
  };
}

/**
 * Completes the signs of these screens' media lists: each sign's documents, one per orientation
 * for the screen to choose from by its layer's aspect, and the photos and videos the signs show as
 * media of their own, so that the screen caches them and may fetch them. Two queries for every
 * screen of the load; the lists given are left as they are and new ones returned.
 */
export async function withSignParts(
  db: Database,
  lists: readonly { accountId: string; media: readonly ManifestMedia[] }[],
): Promise<ManifestMedia[][]> {
  const wanted = new Map<string, { accountId: string; mediaCode: string }>();
  for (const list of lists) {
    for (const item of list.media) {
      if (item.mediaType === 'HtmlAd')
        wanted.set(`${list.accountId}/${item.mediaCode}`, {
          accountId: list.accountId,
          mediaCode: item.mediaCode,
        });
    }
  }
  if (wanted.size === 0) return lists.map((list) => [...list.media].sort(byCode));
  const signPairs = pairs([...wanted.values()]);
  const signRows = await queryRows<{
    accountId: string;
    mediaCode: string;
    documents: SignDocumentRow[];
    mediaCodes: string[];
  }>(
    db,
    sql`select m.account_id as "accountId", m.media_code as "mediaCode",
          s.documents, s.media_codes as "mediaCodes"
        from unnest(${signPairs.accounts}::uuid[], ${signPairs.codes}::text[]) as w(account_id, media_code)
        join media m on m.account_id = w.account_id and m.media_code = w.media_code
        join signs s on s.media_id = m.id`,
  );
  const signsByKey = new Map(signRows.map((row) => [`${row.accountId}/${row.mediaCode}`, row]));
  const shown = new Map<string, { accountId: string; mediaCode: string }>();
  for (const row of signRows) {
    for (const mediaCode of row.mediaCodes)
      shown.set(`${row.accountId}/${mediaCode}`, { accountId: row.accountId, mediaCode });
  }
  const shownPairs = pairs([...shown.values()]);
  const shownRows =
    shown.size === 0
      ? []
      : await queryRows<PlayableMediaColumns & { accountId: string }>(
          db,
          sql`select m.account_id as "accountId", m.media_code as "mediaCode",
                m.media_type as "mediaType", m.display_name as "displayName",
                m.content_hash as "contentHash", m.width, m.height,
                m.duration_ms as "mediaDurationMs"
              from unnest(${shownPairs.accounts}::uuid[], ${shownPairs.codes}::text[]) as w(account_id, media_code)
              join media m on m.account_id = w.account_id and m.media_code = w.media_code
              where m.media_type in ('Photo', 'Video') and m.content_hash is not null`,
        );
  const shownByKey = new Map(
    shownRows.map((row) => [`${row.accountId}/${row.mediaCode}`, manifestMediaOf(row)]),
  );
  return lists.map((list) => {
    const listed = new Map(list.media.map((item) => [item.mediaCode, item]));
    for (const item of list.media) {
      const sign =
        item.mediaType === 'HtmlAd' ? signsByKey.get(`${list.accountId}/${item.mediaCode}`) : null;
      if (!sign) continue;
      listed.set(item.mediaCode, {
        ...item,
        documents: sign.documents.map((document, index) => ({
          orientation: document.aspect,
          width: document.width,
          height: document.height,
          url: signDocumentUrl(item.mediaCode, index),
          contentHash: document.contentHash,
        })),
      });
      for (const mediaCode of sign.mediaCodes) {
        const medium = shownByKey.get(`${list.accountId}/${mediaCode}`);
        if (medium && !listed.has(mediaCode)) listed.set(mediaCode, medium);
      }
    }
    return [...listed.values()].sort(byCode);
  });
}
