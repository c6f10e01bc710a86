import type { SignDocument } from '@marquee/contracts';
import type { SignOrientation } from '@marquee/domain';
import type { SignDocumentRow } from '../../db/schema';
import { NotFound } from '../../platform/errors';

const signPath = (mediaCode: string, part: string, orientationName: string) =>
  `/api/media/signs/${encodeURIComponent(mediaCode)}/${part}?orientationName=${encodeURIComponent(orientationName)}`;

/** The document of the orientation a caller names, the first when none is named; else 404. */
export function documentOf(
  documents: readonly SignDocumentRow[],
  orientationName: string | undefined,
): SignDocumentRow {
  const document = orientationName
    ? documents.find((candidate) => candidate.orientationName === orientationName)
    : documents[0];
  if (!document) throw new NotFound('orientationName: no such orientation');
  return document;
}

/** The template's orientation a document was rendered for, as the form model writes it. */
export const orientationOf = (document: SignDocumentRow): SignOrientation => ({
  orientation_name: document.orientationName,
  orientation_pixels: `${document.width}x${document.height}`,
  orientation: document.aspect,
});

/** A sign's documents as its callers address them: the document and its captured PNG. */
export function signDocumentsView(
  mediaCode: string,
  documents: readonly SignDocumentRow[],
): SignDocument[] {
  return documents.map((document) => ({
    ...orientationOf(document),
    documentUrl: signPath(mediaCode, 'document', document.orientationName),
    previewUrl: document.previewHash
      ? signPath(mediaCode, 'preview', document.orientationName)
      : null,
  }));
}
