import type { Stage } from './stage';

/**
 * A PNG of what the screen shows: each layer's current picture or video frame drawn where it
 * sits, then the page's own text (the idle clock, the name). Frames cannot be read from a page's
 * iframe, so those get a labelled placeholder.
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
  // A canvas sees no DOM text: without these the idle clock's screenshot is black.
  for (const text of stage.shownTexts()) drawText(context, text);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The screenshot could not be encoded'))),
      'image/png',
    ),
  );
}

/** One element's text as the page styles it: its font, colour, opacity and any background. */
function drawText(context: CanvasRenderingContext2D, element: HTMLElement): void {
  const text = element.textContent?.trim();
  if (!text) return;
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  context.save();
  context.globalAlpha = Number(style.opacity) || 1;
  if (style.backgroundColor && style.backgroundColor !== 'rgba(0, 0, 0, 0)') {
    context.fillStyle = style.backgroundColor;
    context.fillRect(box.x, box.y, box.width, box.height);
  }
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  context.fillStyle = style.color;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, box.x + box.width / 2, box.y + box.height / 2, box.width);
  context.restore();
}
