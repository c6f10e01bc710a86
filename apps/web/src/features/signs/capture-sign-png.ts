import { inlineDocument, type InlineSources } from '@/shared/signs/inline-document';

/**
 * The SVG that draws a rendered sign at its pixels: the document as XHTML in a `foreignObject`,
 * everything it loads inlined as `data:` URLs (an SVG drawn as an image loads nothing itself).
 */
export async function signSvg(
  html: string,
  size: { width: number; height: number },
  sources: InlineSources,
): Promise<string> {
  const doc = await inlineDocument(html, sources);
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
  sources: InlineSources,
): Promise<Blob> {
  return rasterise(await signSvg(html, size, sources), size);
}
