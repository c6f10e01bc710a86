import type { ScreenManifest } from '@marquee/contracts';
import { nearestOrientation } from '@marquee/domain';
import { playbackUrl } from './media-cache';

type Media = ScreenManifest['media'][number];
export type SignDocument = NonNullable<Media['documents']>[number];
export interface Size {
  width: number;
  height: number;
}

/**
 * The document of a sign that a layer plays: the one whose orientation is nearest the layer's
 * aspect (the first when the layer has no size); null for a media without documents.
 */
export function documentFor(media: Media, layer: Size): SignDocument | null {
  const documents = media.documents ?? [];
  const orientations = documents.map((document) => ({
    orientation_name: document.orientation,
    orientation_pixels: `${document.width}x${document.height}`,
    orientation: document.orientation,
  }));
  const nearest = nearestOrientation(orientations, layer);
  return (nearest ? documents[orientations.indexOf(nearest)] : documents[0]) ?? null;
}

/** What a layer loads for a media: its file, or for a sign the document chosen for the layer. */
export function sourceFor(media: Media, layer: Size): { url: string; size: Size | null } {
  const document = documentFor(media, layer);
  return document
    ? { url: playbackUrl(document), size: { width: document.width, height: document.height } }
    : { url: playbackUrl(media), size: null };
}

/** The scale and offset that fit content into a box whole and centred (as `contain` does). */
export function containFit(box: Size, content: Size): { scale: number; x: number; y: number } {
  const scale = Math.max(0, Math.min(box.width / content.width, box.height / content.height));
  return {
    scale,
    x: (box.width - content.width * scale) / 2,
    y: (box.height - content.height * scale) / 2,
  };
}

/**
 * Lays an element out at the document's own pixels and scales it into the box, so a sign keeps
 * the layout its template was drawn for on any layer.
 */
export function fitElement(element: HTMLElement, box: Size, content: Size): void {
  const { scale, x, y } = containFit(box, content);
  Object.assign(element.style, {
    width: `${content.width}px`,
    height: `${content.height}px`,
    transformOrigin: '0 0',
    transform: `translate(${x}px, ${y}px) scale(${scale})`,
  });
}
