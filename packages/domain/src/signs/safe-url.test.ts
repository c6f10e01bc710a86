import { describe, expect, it } from 'vitest';
import { isSafeUrl } from './safe-url';

describe('isSafeUrl', () => {
  it.each([
    ['/screen/media/a.jpg', true],
    ['media/a.jpg', true],
    ['https://cdn.example.com/a.jpg', true],
    ['HTTP://example.com/', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['data:text/html,x', false],
    ['vbscript:x', false],
    ['', false],
    ['/a b.jpg', false],
  ])('%j is %s', (url, isSafe) => {
    expect(isSafeUrl(url)).toBe(isSafe);
  });
});
