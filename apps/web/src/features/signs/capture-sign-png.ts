import { baseOf, mapResources, withTokenIfOwn } from './document-resources';

/** Where a capture gets what the document loads. */
export interface CaptureSources {
  /** A still for a video, by the video's path: its thumbnail's address. */
  stillOf: (videoPath: string) => string | undefined;
  /** An address's bytes as a `data:` URL; null when they cannot be read. */
  readAsDataUrl: (address: string) => Promise<string | null>;
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * Reads an address with the access token when it is the app's own. One that cannot be read (gone,
 * or another server that does not allow it) is left out of the picture rather than failing it.
 */
export async function fetchAsDataUrl(address: string): Promise<string | null> {
  try {
    const response = await fetch(withTokenIfOwn(address));
    return response.ok ? await dataUrlOf(await response.blob()) : null;
  } catch {
    return null;
  }
}

/** A still video draws its poster alone, without the controls a browser lays over it. */
const stillVideoStyle =
  'video::-webkit-media-controls,video::-webkit-media-controls-enclosure,' +
  'video::-webkit-media-controls-overlay-play-button{display:none!important}';

/**
 * A picture has no moving frames: each video shows its poster, or else its thumbnail, and loads
 * nothing more. It stays a video, so the template's rules for videos still place it.
 */
function stillVideos(doc: Document, stillOf: CaptureSources['stillOf']) {
  const base = baseOf(doc);
  for (const video of doc.querySelectorAll('video')) {
    const source = video.getAttribute('src') ?? video.querySelector('source')?.getAttribute('src');
    const still = source ? stillOf(new URL(source, base).pathname) : undefined;
    if (!video.hasAttribute('poster') && still) video.setAttribute('poster', still);
    video.removeAttribute('src');
    for (const child of video.querySelectorAll('source, track')) child.remove();
  }
  const style = doc.createElement('style');
  style.textContent = stillVideoStyle;
  doc.head.append(style);
}

/**
 * The SVG that draws a rendered sign at its pixels: the document as XHTML in a `foreignObject`,
 * everything it loads inlined as `data:` URLs (an SVG drawn as an image loads nothing itself).
 */
export async function signSvg(
  html: string,
  size: { width: number; height: number },
  sources: CaptureSources,
): Promise<string> {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  stillVideos(doc, sources.stillOf);
  const read = new Map<string, Promise<string | null>>();
  await mapResources(doc, (address) => {
    let reading = read.get(address);
    if (!reading) {
      reading = sources.readAsDataUrl(address);
      read.set(address, reading);
    }
    return reading;
  });
  for (const element of doc.querySelectorAll(
    'script, noscript, base, meta, link, iframe, object, embed',
  ))
    element.remove();
  const xhtml = new XMLSerializer().serializeToString(doc.documentElement);
  const { width, height } = size;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}"><foreignObject x="0" y="0" width="${width}" ` +
    `height="${height}">${xhtml}</foreignObject></svg>`
  );
}

/** Draws the SVG on a canvas of its pixels, white beneath as a screen's page is, as a PNG. */
async function rasterise(svg: string, { width, height }: { width: number; height: number }) {
  const image = new Image(width, height);
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the preview picture.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (png) => (png ? resolve(png) : reject(new Error('The preview picture could not be made.'))),
      'image/png',
    ),
  );
}

/** A PNG of a rendered sign at its orientation's pixels, made in the browser with no library. */
export async function captureSignPng(
  html: string,
  size: { width: number; height: number },
  sources: CaptureSources,
): Promise<Blob> {
  return rasterise(await signSvg(html, size, sources), size);
}
