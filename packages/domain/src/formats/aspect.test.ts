import { describe, expect, it } from 'vitest';
import { aspectOf } from './aspect';

describe('aspectOf', () => {
  it('reduces a resolution to its ratio', () => {
    expect(aspectOf(1920, 1080)).toBe('16:9');
    expect(aspectOf(1080, 1920)).toBe('9:16');
    expect(aspectOf(1024, 768)).toBe('4:3');
    expect(aspectOf(1366, 768)).toBe('683:384');
    expect(aspectOf(500, 500)).toBe('1:1');
  });
});
