import { useState } from 'react';
import {
  fullCrop,
  linkedHeight,
  linkedWidth,
  rotateBy,
  rotateCrop,
  rotatedSize,
  stepZoom,
  type CropRect,
  type Rotation,
  type Size,
} from './image-editor-math';

export interface ImageEdits {
  rotation: Rotation;
  crop: CropRect;
  /** The exported size; it follows the crop's aspect ratio. */
  output: Size;
  zoom: number;
}

const initialEdits = (source: Size): ImageEdits => ({
  rotation: 0,
  crop: fullCrop(source),
  output: { ...source },
  zoom: 1,
});

/**
 * The editor's state. A quarter turn turns the crop and the output size with the image, and a
 * new crop sets the output to the crop's own size, which the user may then scale.
 */
export function useImageEdits(source: Size) {
  const [edits, setEdits] = useState(() => initialEdits(source));
  return {
    edits,
    rotate: (delta: 90 | -90) =>
      setEdits((current) => {
        const frame = rotatedSize(source, current.rotation);
        return {
          ...current,
          rotation: rotateBy(current.rotation, delta),
          crop: rotateCrop(current.crop, frame, delta),
          output: { width: current.output.height, height: current.output.width },
        };
      }),
    zoom: (direction: 1 | -1) =>
      setEdits((current) => ({ ...current, zoom: stepZoom(current.zoom, direction) })),
    setCrop: (crop: CropRect) =>
      setEdits((current) => ({
        ...current,
        crop,
        output: { width: crop.width, height: crop.height },
      })),
    setWidth: (width: number) =>
      setEdits((current) => ({
        ...current,
        output: { width, height: linkedHeight(width, current.crop) },
      })),
    setHeight: (height: number) =>
      setEdits((current) => ({
        ...current,
        output: { width: linkedWidth(height, current.crop), height },
      })),
    reset: () => setEdits(initialEdits(source)),
  };
}
