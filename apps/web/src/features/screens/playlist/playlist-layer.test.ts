import { describe, expect, it } from 'vitest';
import { orderAfterDrop } from './playlist-layer';

describe('orderAfterDrop', () => {
  it('moves the dragged row to where it was dropped', () => {
    expect(orderAfterDrop(['a', 'b', 'c'], 'a', 'c')).toEqual(['b', 'c', 'a']);
    expect(orderAfterDrop(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
  });

  it('changes nothing for a drop on itself or outside the list', () => {
    expect(orderAfterDrop(['a', 'b'], 'a', 'a')).toBeNull();
    expect(orderAfterDrop(['a', 'b'], 'a', null)).toBeNull();
    expect(orderAfterDrop(['a', 'b'], 'a', 'z')).toBeNull();
  });
});
