/** Pure rules of the media preview (spec 002 sections 4 and 9). */

export type PreviewRatio = '16:9' | '9:16';

export const previewZoomStep = 0.1;
export const previewRotationStep = 45;
export const previewZoomRange = { min: 0.1, max: 5 } as const;
/** A web page that has not loaded by then shows the cannot-display message. */
export const webPageTimeoutMs = 3000;

const bases = {
  '16:9': { width: 1920, height: 1080 },
  '9:16': { width: 1080, height: 1920 },
} as const;

export function previewBase(ratio: PreviewRatio) {
  return bases[ratio];
}

export function otherRatio(ratio: PreviewRatio): PreviewRatio {
  return ratio === '16:9' ? '9:16' : '16:9';
}

/** The scale that fits the base size in the space given. */
export function frameScale(ratio: PreviewRatio, space: { width: number; height: number }) {
  const base = bases[ratio];
  return Math.max(0, Math.min(space.width / base.width, space.height / base.height));
}

export function stepPreviewZoom(zoom: number, direction: 1 | -1): number {
  const next = Math.round((zoom + direction * previewZoomStep) * 10) / 10;
  return Math.min(previewZoomRange.max, Math.max(previewZoomRange.min, next));
}

/** Turns by 45 degrees either way, staying in 0..315. */
export function stepRotation(rotation: number, direction: 1 | -1): number {
  return (rotation + direction * previewRotationStep + 360) % 360;
}

/** Only https web pages can be previewed (spec 002 section 5). */
export function isPreviewableUrl(address: string): boolean {
  try {
    return new URL(address).protocol === 'https:';
  } catch {
    return false;
  }
}
