import type { Orientation } from '@marquee/contracts';

/**
 * Ultrawide from a width twice the height (21:9 and 32:9; 16:9 is 1.78), Landscape when wider
 * than high or square, Portrait otherwise.
 */
export function orientationOf(width: number | null, height: number | null): Orientation | null {
  if (!width || !height) return null;
  if (width / height >= 2) return 'Ultrawide';
  return width >= height ? 'Landscape' : 'Portrait';
}
