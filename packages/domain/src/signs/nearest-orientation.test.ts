import { describe, expect, it } from 'vitest';
import { nearestOrientation } from './nearest-orientation';

const orientation = (name: string, aspect: string) => ({
  orientation_name: name,
  orientation_pixels: '100x100',
  orientation: aspect,
});
const landscape = orientation('Landscape', '16:9');
const portrait = orientation('Portrait', '9:16');

describe('nearestOrientation', () => {
  it('chooses the orientation nearest the layer’s aspect', () => {
    expect(nearestOrientation([landscape, portrait], { width: 1920, height: 1080 })).toBe(
      landscape,
    );
    expect(nearestOrientation([landscape, portrait], { width: 1080, height: 1920 })).toBe(portrait);
    expect(nearestOrientation([landscape, portrait], { width: 1280, height: 1024 })).toBe(
      landscape,
    );
    expect(nearestOrientation([landscape, portrait], { width: 3840, height: 1080 })).toBe(
      landscape,
    );
    expect(nearestOrientation([landscape, portrait], { width: 600, height: 1000 })).toBe(portrait);
  });

  it('compares on a log scale, so a square sits between the two and the first wins', () => {
    expect(nearestOrientation([portrait, landscape], { width: 500, height: 500 })).toBe(portrait);
    const square = orientation('Square', '1:1');
    expect(nearestOrientation([landscape, square], { width: 1000, height: 760 })).toBe(square);
    expect(nearestOrientation([landscape, square], { width: 1000, height: 740 })).toBe(landscape);
  });

  it('has no answer for no orientations or a layer without a size', () => {
    expect(nearestOrientation([], { width: 1920, height: 1080 })).toBeUndefined();
    expect(nearestOrientation([landscape], { width: 0, height: 1080 })).toBeUndefined();
  });
});
