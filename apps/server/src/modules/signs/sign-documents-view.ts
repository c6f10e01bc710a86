import type { SignDocument } from '@marquee/contracts';
import type { SignDocumentRow } from '../../db/schema';

const signPath = (mediaCode: string, part: string, orientationName: string) =>
  `/api/media/signs/${encodeURIComponent(mediaCode)}/${part}?orientationName=${encodeURIComponent(orientationName)}`;

/** A sign's documents as its callers address them: the document and its captured PNG. */
export function signDocumentsView(
  mediaCode: string,
  documents: readonly SignDocumentRow[],
): SignDocument[] {
  return documents.map((document) => ({
    orientation_name: document.orientationName,
    orientation_pixels: `${document.width}x${document.height}`,
    orientation: document.aspect,
    documentUrl: signPath(mediaCode, 'document', document.orientationName),
    previewUrl: document.previewHash
      ? signPath(mediaCode, 'preview', document.orientationName)
      : null,
  }));
}
