import { encodeQrCode } from './qr-code';

/** The light margin a reader needs around a code, in modules (ISO/IEC 18004, 6.3.8). */
const quietZone = 4;

/**
 * The QR code of `text` as inline SVG: one path of the dark modules, each row's runs as one
 * rectangle, in a view box of modules with the quiet zone around; it fills its container (the
 * template sizes it) and stays square. The light ground is the container's, so a template sets
 * one behind it. Nothing of the text is written out, so nothing needs escaping. Throws as
 * `encodeQrCode` does for a text too long.
 */
export function qrCodeSvg(text: string): string {
  const modules = encodeQrCode(text);
  const side = modules.length + 2 * quietZone;
  let path = '';
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x += 1;
      const width = x - start + 1;
      path += `M${start + quietZone} ${y + quietZone}h${width}v1h-${width}z`;
    }
  });
  return (
    `<svg viewBox="0 0 ${side} ${side}" width="100%" height="100%" ` +
    `shape-rendering="crispEdges" aria-hidden="true"><path fill="#000" d="${path}"/></svg>`
  );
}
