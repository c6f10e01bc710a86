import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeQrCode, fitsInQrCode } from './qr-code';
import {
  alignmentCentresOf,
  formatCopies,
  levelMFormats,
  readQrCode,
  utf8Of,
  versionCopies,
  versionInformation,
} from './qr-code.test-support';

/** Short texts of any script, and ASCII texts up to the capacity. */
const text = fc
  .oneof(fc.string({ unit: 'binary', maxLength: 60 }), fc.string({ maxLength: 213 }))
  .filter(fitsInQrCode);
const mask = fc.option(fc.integer({ min: 0, max: 7 }), { nil: undefined });

type Modules = readonly (readonly boolean[])[];

/** The finder's 7×7 rings (dark, light, dark 3×3) and its light separator, at a corner. */
function finderFaults(
  modules: Modules,
  top: number,
  left: number,
  rowStep: 1 | -1,
  colStep: 1 | -1,
) {
  const faults: string[] = [];
  for (let r = 0; r < 8; r += 1)
    for (let c = 0; c < 8; c += 1) {
      const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
      const expected = r < 7 && c < 7 && ring !== 2;
      const row = top + r * rowStep;
      const column = left + c * colStep;
      if (modules[row]![column] !== expected) faults.push(`finder module ${row},${column}`);
    }
  return faults;
}

function alignmentFaults(modules: Modules, version: number) {
  const n = modules.length;
  const centres = alignmentCentresOf(version);
  const faults: string[] = [];
  for (const row of centres)
    for (const column of centres) {
      if ((row === 6 && (column === 6 || column === n - 7)) || (row === n - 7 && column === 6))
        continue;
      for (let r = -2; r <= 2; r += 1)
        for (let c = -2; c <= 2; c += 1)
          if (modules[row + r]![column + c] !== (Math.max(Math.abs(r), Math.abs(c)) !== 1))
            faults.push(`alignment at ${row},${column}`);
    }
  return faults;
}

describe('encodeQrCode, properties', () => {
  it('places finders, timing, alignment, format and version information, and data that reads back', () => {
    fc.assert(
      fc.property(text, mask, (value, chosenMask) => {
        const modules = encodeQrCode(value, { mask: chosenMask });
        const n = modules.length;
        const version = (n - 17) / 4;
        expect(Number.isInteger(version) && version >= 1 && version <= 10).toBe(true);
        expect(modules.every((row) => row.length === n)).toBe(true);
        expect([
          ...finderFaults(modules, 0, 0, 1, 1),
          ...finderFaults(modules, 0, n - 1, 1, -1),
          ...finderFaults(modules, n - 1, 0, -1, 1),
          ...alignmentFaults(modules, version),
        ]).toEqual([]);
        for (let index = 8; index < n - 8; index += 1) {
          expect(modules[6]![index]).toBe(index % 2 === 0);
          expect(modules[index]![6]).toBe(index % 2 === 0);
        }
        expect(modules[n - 8]![8]).toBe(true);
        const [format, copy] = formatCopies(modules);
        expect(copy).toBe(format);
        expect(levelMFormats).toContain(format);
        if (chosenMask !== undefined) expect(format).toBe(levelMFormats[chosenMask]);
        if (version >= 7) {
          const expected = versionInformation[version];
          expect(versionCopies(modules)).toEqual([expected, expected]);
        }
        const read = readQrCode(modules);
        expect(read.bytes).toEqual(utf8Of(value));
        expect(read).toMatchObject({
          blocksAreCodewords: true,
          isPaddedAsStandard: true,
          isRemainderLight: true,
        });
      }),
      { numRuns: 150 },
    );
  });
});
