import { captureSignPng } from './capture-sign-png';
import { fileSources } from '@/shared/signs/inline-document';
import { loadSignEngine } from '@/shared/signs/sign-engine';
import { pixelsOf, renderOrientation, type SignRender } from './sign-render';
import { putPreview } from './signs.api';

/**
 * Captures each orientation of a saved sign (or those named) as a PNG at its pixels, rendered as
 * the server rendered it, and hands each to the server for the render `documentHash` names: the
 * sign's thumbnail and preview, and what the bulk download zips.
 */
export async function capturePreviews(
  mediaCode: string,
  documentHash: string,
  render: SignRender,
  orientationNames?: readonly string[],
): Promise<void> {
  const engine = await loadSignEngine();
  const sources = fileSources((path) => render.stills.get(path));
  for (const orientation of render.formModel.orientations) {
    if (orientationNames && !orientationNames.includes(orientation.orientation_name)) continue;
    const html = renderOrientation(engine, render, orientation);
    const png = await captureSignPng(html, pixelsOf(orientation), sources);
    await putPreview(mediaCode, documentHash, orientation.orientation_name, png);
  }
}
