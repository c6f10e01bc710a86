import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exportTransform, applyAffine } from './image-editor-math';
import { useImageEdits } from './use-image-edits';

const photo = { width: 400, height: 300 };
const crop = { x: 40, y: 30, width: 200, height: 100 };

describe('image edits', () => {
  it('keeps the crop when the image is turned, turning it and the output size along', () => {
    const { result } = renderHook(() => useImageEdits(photo));
    act(() => result.current.setCrop(crop));
    act(() => result.current.setWidth(100));
    act(() => result.current.rotate(90));
    expect(result.current.edits.rotation).toBe(90);
    expect(result.current.edits.crop).toEqual({ x: 170, y: 40, width: 100, height: 200 });
    expect(result.current.edits.output).toEqual({ width: 50, height: 100 });
  });

  it('exports the same part of the picture before and after a turn', () => {
    const { result } = renderHook(() => useImageEdits(photo));
    act(() => result.current.setCrop(crop));
    const before = result.current.edits;
    const corner = (edits: typeof before) =>
      applyAffine(exportTransform(photo, edits.rotation, edits.crop, edits.crop), 40, 30);
    act(() => result.current.rotate(-90));
    // The crop's top-left source pixel stays inside the exported picture, at its turned corner.
    expect(corner(before)).toEqual([0, 0]);
    expect(corner(result.current.edits)).toEqual([0, 200]);
    act(() => result.current.rotate(90));
    expect(result.current.edits.crop).toEqual(crop);
  });
});
