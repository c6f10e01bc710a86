import { describe, expect, it } from 'vitest';
import {
  frameScale,
  isPreviewableUrl,
  otherRatio,
  previewBase,
  stepPreviewZoom,
  stepRotation,
} from './preview-view';

describe('the preview frame', () => {
  it('toggles between 16:9 and 9:16 on the spec base sizes', () => {
    expect(previewBase('16:9')).toEqual({ width: 1920, height: 1080 });
    expect(previewBase(otherRatio('16:9'))).toEqual({ width: 1080, height: 1920 });
    expect(otherRatio('9:16')).toBe('16:9');
  });

  it('fits the frame in the space it has', () => {
    expect(frameScale('16:9', { width: 960, height: 900 })).toBe(0.5);
    expect(frameScale('9:16', { width: 960, height: 960 })).toBe(0.5);
  });
});

describe('zoom and rotation', () => {
  it('zooms by 0.1 without drift, within bounds', () => {
    expect(stepPreviewZoom(stepPreviewZoom(stepPreviewZoom(1, 1), 1), 1)).toBe(1.3);
    expect(stepPreviewZoom(0.1, -1)).toBe(0.1);
  });

  it('turns by 45 degrees and wraps', () => {
    expect(stepRotation(0, 1)).toBe(45);
    expect(stepRotation(0, -1)).toBe(315);
    expect(stepRotation(315, 1)).toBe(0);
  });
});

describe('web pages', () => {
  it('previews only https addresses', () => {
    expect(isPreviewableUrl('https://example.com/menu')).toBe(true);
    expect(isPreviewableUrl('http://example.com')).toBe(false);
    expect(isPreviewableUrl('javascript:alert(1)')).toBe(false);
    expect(isPreviewableUrl('not a url')).toBe(false);
  });
});
