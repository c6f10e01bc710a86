/**
 * Reed–Solomon error correction as QR codes use it (ISO/IEC 18004, 7.5.2): arithmetic in GF(256)
 * with the field's polynomial x⁸ + x⁴ + x³ + x² + 1, and a generator polynomial whose roots are
 * α⁰ … αⁿ⁻¹.
 */
const fieldPolynomial = 0x11d;

/** Powers of α (`powers[i]` is αⁱ) and their logarithms, 255 apart. */
const powers = new Uint8Array(255);
const logarithms = new Uint8Array(256);
for (let power = 0, value = 1; power < 255; power += 1) {
  powers[power] = value;
  logarithms[value] = power;
  value <<= 1;
  if (value & 0x100) value ^= fieldPolynomial;
}

function multiply(a: number, b: number): number {
  if (a === 0 || b === 0) return 0;
  return powers[(logarithms[a]! + logarithms[b]!) % 255]!;
}

/** (x − α⁰)(x − α¹)…(x − αⁿ⁻¹), its coefficients from the highest degree down; a few degrees recur. */
const generators = new Map<number, readonly number[]>();
function generatorPolynomial(degree: number): readonly number[] {
  const known = generators.get(degree);
  if (known) return known;
  let polynomial = [1];
  for (let root = 0; root < degree; root += 1) {
    const next = [...polynomial, 0];
    for (let index = 0; index < polynomial.length; index += 1)
      next[index + 1]! ^= multiply(polynomial[index]!, powers[root]!);
    polynomial = next;
  }
  generators.set(degree, polynomial);
  return polynomial;
}

/**
 * The error correction codewords of a block of data codewords: the remainder of the data,
 * shifted up by `degree`, divided by the generator polynomial.
 */
export function reedSolomonRemainder(data: readonly number[], degree: number): number[] {
  const generator = generatorPolynomial(degree);
  const remainder = new Array<number>(degree).fill(0);
  for (const codeword of data) {
    const factor = codeword ^ remainder.shift()!;
    remainder.push(0);
    for (let index = 0; index < degree; index += 1)
      remainder[index]! ^= multiply(generator[index + 1]!, factor);
  }
  return remainder;
}
