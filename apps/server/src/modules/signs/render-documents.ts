import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FormModel, SignLanguage, SignOrientation, SignValues } from '@marquee/domain';
import { renderSign, type MediumForSign } from '@marquee/domain/signs';
import { eq } from 'drizzle-orm';
import { media, type SignDocumentRow } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { FileStore } from '../../platform/storage/file-store';
import { itemsForSigns } from '../items';
import type { SignFile } from '../media';
import { accountSignLanguage } from './account-sign-language';
import { namedMedia } from './named-media';

/** What a sign renders: a template version and the values its form holds, checked. */
export interface SignSource {
  accountId: string;
  template: { templateCode: string; version: number; html: string; formModel: FormModel };
  values: SignValues;
  factCodes: readonly string[];
  mediaCodes: readonly string[];
}

export interface RenderedSign {
  documents: SignDocumentRow[];
  documentHash: string;
  /** The first document, which the media row keeps as its file. */
  file: SignFile;
}

/** Where a screen fetches a template's assets: immutable per version, so cached for good. */
export const screenAssetsBaseUrl = (templateCode: string, version: number) =>
  `/screen/sign-templates/${encodeURIComponent(templateCode)}/${version}/`;

/** Where a document loads a photo or video the sign shows. */
export type MediaAddress = (medium: {
  mediaCode: string;
  contentHash: string;
  previewHash: string | null;
  mediaType: 'Photo' | 'Video';
}) => string;

/** A photo or video as a screen fetches it: through its media route, tagged with its content. */
export const screenMediaAddress: MediaAddress = ({ mediaCode, contentHash }) =>
  `/screen-api/media/${encodeURIComponent(mediaCode)}?v=${contentHash}`;

/** What every sign of one account renders with besides its own values, loaded once per batch. */
export interface RenderContext {
  language: SignLanguage;
  items: Awaited<ReturnType<typeof itemsForSigns>>;
  media: Map<string, MediumForSign>;
}

/** The items and media the signs name and the account's language, in three queries for a batch. */
export async function loadRenderContext(
  db: Database,
  accountId: string,
  sources: readonly Pick<SignSource, 'factCodes' | 'mediaCodes'>[],
  address: MediaAddress = screenMediaAddress,
): Promise<RenderContext> {
  const mediaCodes = [...new Set(sources.flatMap((source) => source.mediaCodes))];
  const [language, items, mediaRows] = await Promise.all([
    accountSignLanguage(db, accountId),
    itemsForSigns(
      db,
      accountId,
      sources.flatMap((source) => source.factCodes),
    ),
    namedMedia(db, eq(media.accountId, accountId), mediaCodes),
  ]);
  const found = new Map<string, MediumForSign>();
  for (const row of mediaRows) {
    const { contentHash, mediaType } = row;
    if (!contentHash || (mediaType !== 'Photo' && mediaType !== 'Video')) continue;
    found.set(row.mediaCode, {
      url: address({ ...row, contentHash, mediaType }),
      mediaType,
      width: row.width ?? undefined,
      height: row.height ?? undefined,
    });
  }
  return {
    language,
    items,
    media: found,
  };
}

/** One orientation of a sign, its assets and media at the addresses its reader loads them from. */
export function renderOrientation(
  source: SignSource,
  context: RenderContext,
  orientation: SignOrientation,
  assetsBaseUrl: string,
): string {
  return renderSign({
    template: { html: source.template.html, formModel: source.template.formModel, assetsBaseUrl },
    values: source.values,
    orientation,
    items: context.items,
    media: context.media,
    language: context.language,
  });
}

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

type StoredDocument = SignDocumentRow & { sizeBytes: number };

/**
 * Renders every orientation of a sign as screens get it and puts each document in the file
 * store; the same document is stored once, so a render that changes nothing writes nothing new.
 */
export async function renderDocuments(
  files: FileStore,
  source: SignSource,
  context: RenderContext,
): Promise<RenderedSign> {
  const documents = await Promise.all(
    source.template.formModel.orientations.map(async (orientation): Promise<StoredDocument> => {
      const html = renderOrientation(
        source,
        context,
        orientation,
        screenAssetsBaseUrl(source.template.templateCode, source.template.version),
      );
      const stored = await files.put(Readable.from([Buffer.from(html, 'utf8')]));
      const [width, height] = orientation.orientation_pixels.split('x').map(Number) as [
        number,
        number,
      ];
      return {
        orientationName: orientation.orientation_name,
        aspect: orientation.orientation,
        width,
        height,
        contentHash: stored.hash,
        previewHash: null,
        sizeBytes: stored.sizeBytes,
      };
    }),
  );
  const first = documents[0];
  if (!first) throw new Error('A template without orientations cannot be rendered');
  const file: SignFile = {
    hash: first.contentHash,
    sizeBytes: first.sizeBytes,
    width: first.width,
    height: first.height,
  };
  return {
    documents: documents.map(({ sizeBytes: _size, ...document }) => document),
    documentHash: sha256(documents.map((document) => document.contentHash).join('\n')),
    file,
  };
}

/** Keeps the PNGs of the documents a new render left unchanged. */
export function keepPreviews(
  rendered: readonly SignDocumentRow[],
  before: readonly SignDocumentRow[],
): SignDocumentRow[] {
  return rendered.map((document) => {
    const same = before.find(
      (old) =>
        old.orientationName === document.orientationName &&
        old.contentHash === document.contentHash,
    );
    return { ...document, previewHash: same?.previewHash ?? null };
  });
}
