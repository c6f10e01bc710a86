import { describe, expect, it } from 'vitest';
import {
  applyAffine,
  exportTransform,
  fitScale,
  linkedHeight,
  linkedWidth,
  moveCrop,
  resizeCrop,
  rotateBy,
  rotatedSize,
  stepZoom,
  type Rotation,
} from './image-editor-math';

const photo = { width: 400, height: 300 };

describe('rotation', () => {
  it('turns by quarters and wraps around', () => {
    expect(rotateBy(0, 90)).toBe(90);
    expect(rotateBy(270, 90)).toBe(0);
    expect(rotateBy(0, -90)).toBe(270);
  });

  it('swaps width and height on a quarter turn only', () => {
    expect(rotatedSize(photo, 90)).toEqual({ width: 300, height: 400 });
    expect(rotatedSize(photo, 180)).toEqual(photo);
  });
});

describe('zoom', () => {
  it('steps by 0.1 without drift and stays in range', () => {
    let zoom = 1;
    for (let i = 0; i < 7; i += 1) zoom = stepZoom(zoom, 1);
    expect(zoom).toBe(1.7);
    expect(stepZoom(0.1, -1)).toBe(0.1);
    expect(stepZoom(4, 1)).toBe(4);
  });

  it('fits a large image in the stage and never enlarges a small one', () => {
    expect(fitScale({ width: 4000, height: 3000 }, { width: 800, height: 800 })).toBe(0.2);
    expect(fitScale(photo, { width: 800, height: 800 })).toBe(1);
  });
});

describe('crop', () => {
  const crop = { x: 100, y: 50, width: 200, height: 100 };

  it('moves within the image', () => {
    expect(moveCrop(crop, 30, -20, photo)).toEqual({ ...crop, x: 130, y: 30 });
    expect(moveCrop(crop, 500, 500, photo)).toEqual({ ...crop, x: 200, y: 200 });
    expect(moveCrop(crop, -500, -500, photo)).toEqual({ ...crop, x: 0, y: 0 });
  });

  it('resizes from a corner, keeping the opposite corner', () => {
    expect(resizeCrop(crop, 'se', 50, 20, photo)).toEqual({
      x: 100,
      y: 50,
      width: 250,
      height: 120,
    });
    expect(resizeCrop(crop, 'nw', -40, -10, photo)).toEqual({
      x: 60,
      y: 40,
      width: 240,
      height: 110,
    });
  });

  it('stops at the image edges and at the smallest size', () => {
    expect(resizeCrop(crop, 'ne', 999, -999, photo)).toEqual({
      x: 100,
      y: 0,
      width: 300,
      height: 150,
    });
    expect(resizeCrop(crop, 'sw', 999, -999, photo)).toEqual({
      x: 292,
      y: 50,
      width: 8,
      height: 8,
    });
  });
});

describe('linked resize', () => {
  it('follows the cropped aspect ratio and rounds', () => {
    const crop = { width: 333, height: 250 };
    expect(linkedHeight(1000, crop)).toBe(751);
    expect(linkedWidth(751, crop)).toBe(1000);
    expect(linkedHeight(1, { width: 1000, height: 10 })).toBe(1);
  });
});

describe('export transform', () => {
  const corners = (rotation: Rotation, crop = { x: 0, y: 0, ...rotatedSize(photo, rotation) }) => {
    const m = exportTransform(photo, rotation, crop, crop);
    return [
      applyAffine(m, 0, 0),
      applyAffine(m, photo.width, 0),
      applyAffine(m, photo.width, photo.height),
    ].map(([x, y]) => [x + 0, y + 0]);
  };

  it('leaves an unrotated, uncropped image where it is', () => {
    expect(corners(0)).toEqual([
      [0, 0],
      [400, 0],
      [400, 300],
    ]);
  });

  it('turns a quarter clockwise: the top-left corner goes to the top right', () => {
    expect(corners(90)).toEqual([
      [300, 0],
      [300, 400],
      [0, 400],
    ]);
    expect(corners(270)).toEqual([
      [0, 400],
      [0, 0],
      [300, 0],
    ]);
  });

  it('cuts the crop out and scales it to the output size', () => {
    const crop = { x: 100, y: 50, width: 200, height: 100 };
    const m = exportTransform(photo, 0, crop, { width: 100, height: 50 });
    expect(applyAffine(m, 100, 50)).toEqual([0, 0]);
    expect(applyAffine(m, 300, 150)).toEqual([100, 50]);
  });

  it('crops in the rotated frame', () => {
    const crop = { x: 0, y: 0, width: 150, height: 200 };
    const m = exportTransform(photo, 180, crop, crop);
    // After a half turn the source's bottom-right corner is the frame's top-left.
    expect(applyAffine(m, 400, 300).map((v) => v + 0)).toEqual([0, 0]);
  });
});
