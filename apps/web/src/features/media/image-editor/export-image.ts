import { exportTransform, type Size } from './image-editor-math';
import type { ImageEdits } from './use-image-edits';

/** Draws the edited image on a canvas of the output size and encodes it as PNG. */
export function exportPng(image: HTMLImageElement, source: Size, edits: ImageEdits): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = edits.output.width;
  canvas.height = edits.output.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas'));
  const m = exportTransform(source, edits.rotation, edits.crop, edits.output);
  context.imageSmoothingQuality = 'high';
  context.setTransform(m.a, m.b, m.c, m.d, m.e, m.f);
  context.drawImage(image, 0, 0, source.width, source.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
      'image/png',
    ),
  );
}
