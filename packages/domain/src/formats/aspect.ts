const greatestDivisor = (a: number, b: number): number => (b === 0 ? a : greatestDivisor(b, a % b));

/** A resolution's aspect as the console names it, reduced: 1920x1080 is `16:9`, 1080x1920 `9:16`. */
export function aspectOf(width: number, height: number): string {
  const divisor = greatestDivisor(width, height) || 1;
  return `${width / divisor}:${height / divisor}`;
}
