/** Pure geometry of the image editor: crop, quarter-turn rotation, zoom and linked resize. */

export interface Size {
  width: number;
  height: number;
}

/** A crop in pixels of the rotated image. */
export interface CropRect extends Size {
  x: number;
  y: number;
}

export type Rotation = 0 | 90 | 180 | 270;
export type CropHandle = 'nw' | 'ne' | 'sw' | 'se';

/** The smallest crop the handles allow, so a crop never collapses to nothing. */
export const minCropSize = 8;
export const zoomStep = 0.1;
export const zoomRange = { min: 0.1, max: 4 } as const;

/** Turns clockwise by a quarter (or back with -90), staying in 0..270. */
export function rotateBy(rotation: Rotation, delta: 90 | -90): Rotation {
  return ((rotation + delta + 360) % 360) as Rotation;
}

export function rotatedSize(size: Size, rotation: Rotation): Size {
  return rotation % 180 === 0 ? size : { width: size.height, height: size.width };
}

/**
 * The same part of the picture after a quarter turn of the whole frame (of `frame`'s size
 * before the turn): the crop turns with the image rather than starting again.
 */
export function rotateCrop(crop: CropRect, frame: Size, delta: 90 | -90): CropRect {
  const turned = { width: crop.height, height: crop.width };
  return delta === 90
    ? { ...turned, x: frame.height - (crop.y + crop.height), y: crop.x }
    : { ...turned, x: crop.y, y: frame.width - (crop.x + crop.width) };
}

export function fullCrop(size: Size): CropRect {
  return { x: 0, y: 0, ...size };
}

/** One zoom step in or out, kept to one decimal so repeated steps do not drift. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const next = Math.round((zoom + direction * zoomStep) * 10) / 10;
  return Math.min(zoomRange.max, Math.max(zoomRange.min, next));
}

/** The view scale that fits the whole image in the stage, never enlarging a small one. */
export function fitScale(image: Size, stage: Size): number {
  if (image.width <= 0 || image.height <= 0) return 1;
  return Math.min(1, stage.width / image.width, stage.height / image.height);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Moves the crop by a drag, keeping its size and keeping it on the image. */
export function moveCrop(crop: CropRect, dx: number, dy: number, bounds: Size): CropRect {
  return {
    ...crop,
    x: Math.round(clamp(crop.x + dx, 0, bounds.width - crop.width)),
    y: Math.round(clamp(crop.y + dy, 0, bounds.height - crop.height)),
  };
}

/** Drags one corner; the opposite corner stays put and the crop stays on the image. */
export function resizeCrop(
  crop: CropRect,
  handle: CropHandle,
  dx: number,
  dy: number,
  bounds: Size,
): CropRect {
  let left = crop.x;
  let top = crop.y;
  let right = crop.x + crop.width;
  let bottom = crop.y + crop.height;
  if (handle === 'nw' || handle === 'sw') left = clamp(left + dx, 0, right - minCropSize);
  else right = clamp(right + dx, left + minCropSize, bounds.width);
  if (handle === 'nw' || handle === 'ne') top = clamp(top + dy, 0, bottom - minCropSize);
  else bottom = clamp(bottom + dy, top + minCropSize, bounds.height);
  const x = Math.round(left);
  const y = Math.round(top);
  return { x, y, width: Math.round(right) - x, height: Math.round(bottom) - y };
}

/** The height that keeps the crop's aspect ratio for a typed width, rounded. */
export function linkedHeight(width: number, crop: Size): number {
  return Math.max(1, Math.round((width * crop.height) / crop.width));
}

/** The width that keeps the crop's aspect ratio for a typed height, rounded. */
export function linkedWidth(height: number, crop: Size): number {
  return Math.max(1, Math.round((height * crop.width) / crop.height));
}

/** A 2D affine transform as canvas `setTransform(a, b, c, d, e, f)` takes it. */
export interface Affine {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

/** Exact sine and cosine of a quarter turn, so pixels land on whole coordinates. */
function quarterTurn(rotation: Rotation): { cos: number; sin: number } {
  const table = { 0: [1, 0], 90: [0, 1], 180: [-1, 0], 270: [0, -1] } as const;
  const [cos, sin] = table[rotation];
  return { cos, sin };
}

/**
 * Maps the source image onto the exported canvas: rotate about its centre into the rotated
 * frame, cut the crop out of that frame, then scale the crop to the output size.
 */
export function exportTransform(
  source: Size,
  rotation: Rotation,
  crop: CropRect,
  output: Size,
): Affine {
  const { cos, sin } = quarterTurn(rotation);
  const frame = rotatedSize(source, rotation);
  const sx = output.width / crop.width;
  const sy = output.height / crop.height;
  const halfW = source.width / 2;
  const halfH = source.height / 2;
  return {
    a: sx * cos,
    b: sy * sin,
    c: -sx * sin,
    d: sy * cos,
    e: sx * (frame.width / 2 - (cos * halfW - sin * halfH) - crop.x),
    f: sy * (frame.height / 2 - (sin * halfW + cos * halfH) - crop.y),
  };
}

export function applyAffine(m: Affine, x: number, y: number): [number, number] {
  return [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f];
}
