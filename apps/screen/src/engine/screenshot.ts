import type { Stage } from './stage';

/**
 * A PNG of what the screen shows: each layer's current picture or video frame drawn where it
 * sits. Frames cannot be read from a page's iframe, so those get a labelled placeholder.
 */
export async function captureScreenshot(stage: Stage, iframeLabel: string): Promise<Blob> {
  const width = Math.max(1, window.innerWidth);
  const height = Math.max(1, window.innerHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser');
  context.fillStyle = '#000';
  context.fillRect(0, 0, width, height);
  for (const layer of stage.layers) {
    const shown = layer.current;
    if (!shown) continue;
    const box = layer.container.getBoundingClientRect();
    const element = shown.element;
    if (element instanceof HTMLImageElement || element instanceof HTMLVideoElement) {
      context.drawImage(element, box.x, box.y, box.width, box.height);
    } else {
      context.fillStyle = '#333';
      context.fillRect(box.x, box.y, box.width, box.height);
      context.fillStyle = '#ddd';
      context.font = `${Math.max(14, Math.round(box.height / 12))}px sans-serif`;
      context.textAlign = 'center';
      context.fillText(
        `${iframeLabel}: ${shown.media.url}`.slice(0, 120),
        box.x + box.width / 2,
        box.y + box.height / 2,
        box.width - 20,
      );
    }
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The screenshot could not be encoded'))),
      'image/png',
    ),
  );
}
