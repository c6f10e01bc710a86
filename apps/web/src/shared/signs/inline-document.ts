import { withAccessToken } from '@/lib/api/file-url';
import { baseOf, mapResources } from './document-resources';

/** Where a rendered sign's files come from when they are written into it. */
export interface InlineSources {
  /** A still for a video, by the video's path: its thumbnail's address. */
  stillOf: (videoPath: string) => string | undefined;
  /** An address's bytes as a `data:` URL; null when they cannot be read. */
  readAsDataUrl: (address: string) => Promise<string | null>;
}

/** A file's bytes as a `data:` URL. */
export function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(blob);
  });
}

/** Files read lately, by address without its token: media and template files never change. */
const recentlyRead = new Map<string, Promise<string | null>>();
const recentLimit = 40;

async function readOnce(address: string): Promise<string | null> {
  const url = new URL(address, window.location.href);
  const isOwn = url.origin === window.location.origin;
  try {
    const response = await fetch(
      isOwn ? new URL(withAccessToken(url.pathname + url.search), url.origin).href : address,
    );
    return response.ok ? await dataUrlOf(await response.blob()) : null;
  } catch {
    return null;
  }
}

/**
 * An address's bytes as a `data:` URL, the app's own read with the access token; one that cannot
 * be read (gone, or another server that does not allow it) is left out rather than failing all.
 */
export function fetchAsDataUrl(address: string): Promise<string | null> {
  const url = new URL(address, window.location.href);
  url.searchParams.delete('access_token');
  const key = url.href;
  let reading = recentlyRead.get(key);
  if (!reading) {
    reading = readOnce(address);
    recentlyRead.set(key, reading);
    void reading.then((read) => read === null && recentlyRead.delete(key));
    if (recentlyRead.size > recentLimit) recentlyRead.delete(recentlyRead.keys().next().value!);
  }
  return reading;
}

export const fileSources = (stillOf: InlineSources['stillOf']): InlineSources => ({
  stillOf,
  readAsDataUrl: fetchAsDataUrl,
});

/** A still video draws its poster alone, without the controls a browser lays over it. */
const stillVideoStyle =
  'video::-webkit-media-controls,video::-webkit-media-controls-enclosure,' +
  'video::-webkit-media-controls-overlay-play-button{display:none!important}';

/**
 * A picture has no moving frames: each video shows its poster, or else its thumbnail, and loads
 * nothing more. It stays a video, so the template's rules for videos still place it.
 */
function stillVideos(doc: Document, stillOf: InlineSources['stillOf']) {
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
 * A rendered sign that loads nothing from anywhere: every file it names written in as a `data:`
 * URL, each video as its still. A sandboxed frame (which has no origin, so the server's files,
 * kept to their own origin, refuse it) shows it whole, and so does an SVG drawn as an image.
 */
export async function inlineDocument(html: string, sources: InlineSources): Promise<Document> {
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
  return doc;
}

/** The document a preview frame shows: what the captured picture will show. */
export async function previewDocument(html: string, sources: InlineSources): Promise<string> {
  const doc = await inlineDocument(html, sources);
  return `<!doctype html>${doc.documentElement.outerHTML}`;
}
