/**
 * The eight data masks of a QR code and the penalty that chooses among them (ISO/IEC 18004,
 * 7.8.2 and 7.8.3). A mask darkens or lightens data modules so that the symbol has no large
 * patches, long runs or look-alikes of its finder patterns that would confuse a reader.
 */

/** Whether mask `mask` inverts the module at `row`, `column` (Table 10). */
export function isMasked(mask: number, row: number, column: number): boolean {
  switch (mask) {
    case 0:
      return (row + column) % 2 === 0;
    case 1:
      return row % 2 === 0;
    case 2:
      return column % 3 === 0;
    case 3:
      return (row + column) % 3 === 0;
    case 4:
      return (Math.floor(row / 2) + Math.floor(column / 3)) % 2 === 0;
    case 5:
      return ((row * column) % 2) + ((row * column) % 3) === 0;
    case 6:
      return (((row * column) % 2) + ((row * column) % 3)) % 2 === 0;
    case 7:
      return (((row + column) % 2) + ((row * column) % 3)) % 2 === 0;
    default:
      throw new RangeError(`QR codes have masks 0 to 7, not ${mask}.`);
  }
}

/** Weights of the four rules (Table 11). */
const runWeight = 3;
const blockWeight = 3;
const finderLikeWeight = 40;
const balanceWeight = 10;

/**
 * Rules 1 and 3 along one row or column: each run of five or more modules of one colour, and each
 * dark-light-dark-dark-dark-light-dark (1:1:3:1:1) with four light modules before or after it.
 * Beyond the symbol lies the light quiet zone.
 */
function linePenalty(line: readonly boolean[]): number {
  let penalty = 0;
  let run = 1;
  for (let index = 1; index <= line.length; index += 1) {
    if (index < line.length && line[index] === line[index - 1]) run += 1;
    else {
      if (run >= 5) penalty += runWeight + run - 5;
      run = 1;
    }
  }
  // Indices outside the line read undefined: light.
  const isLightSpan = (from: number) =>
    !line[from] && !line[from + 1] && !line[from + 2] && !line[from + 3];
  for (let start = 0; start + 7 <= line.length; start += 1) {
    const isFinderLike =
      line[start] &&
      !line[start + 1] &&
      line[start + 2] &&
      line[start + 3] &&
      line[start + 4] &&
      !line[start + 5] &&
      line[start + 6];
    if (isFinderLike && (isLightSpan(start - 4) || isLightSpan(start + 7)))
      penalty += finderLikeWeight;
  }
  return penalty;
}

/** The penalty of a finished symbol (format and version information in place); lower is better. */
export function maskPenalty(modules: readonly (readonly boolean[])[]): number {
  const size = modules.length;
  let penalty = 0;
  let dark = 0;
  for (let row = 0; row < size; row += 1) {
    penalty += linePenalty(modules[row]!);
    penalty += linePenalty(modules.map((line) => line[row]!));
    for (let column = 0; column < size; column += 1) {
      const here = modules[row]![column]!;
      if (here) dark += 1;
      // Rule 2: every 2×2 block of one colour, overlapping blocks each.
      if (
        row + 1 < size &&
        column + 1 < size &&
        modules[row]![column + 1] === here &&
        modules[row + 1]![column] === here &&
        modules[row + 1]![column + 1] === here
      )
        penalty += blockWeight;
    }
  }
  // Rule 4: each full 5 % the dark share strays from half.
  const total = size * size;
  penalty += balanceWeight * Math.floor(Math.abs(dark * 20 - total * 10) / total);
  return penalty;
}
