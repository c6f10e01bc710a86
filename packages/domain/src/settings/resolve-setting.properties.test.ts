import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settingLevels, type SettingLevel } from './player-setting-definitions';
import { resolveSetting, type StoredSettingLevels } from './resolve-setting';

const definition = { defaultValue: -1, levels: settingLevels };
/** Absent (inherit), unset (null) or an own value, at each level. */
const entry = fc.option(fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }), {
  nil: undefined,
});
const stored = fc.record(
  { Player: entry, Location: entry, Account: entry },
  { requiredKeys: [] },
) as fc.Arbitrary<StoredSettingLevels>;
const level = fc.constantFrom(...settingLevels);
const nearer = (a: SettingLevel, b: SettingLevel) =>
  settingLevels.indexOf(a) < settingLevels.indexOf(b);

describe('resolveSetting, properties', () => {
  it('the nearest level with an own value wins when nothing nearer unsets', () => {
    fc.assert(
      fc.property(stored, (levels) => {
        const nearest = settingLevels.find((l) => levels[l] !== undefined);
        const resolved = resolveSetting(definition, levels);
        if (nearest === undefined) {
          expect(resolved).toEqual({ value: -1, source: 'Default', isUnset: false });
        } else if (levels[nearest] === null) {
          expect(resolved).toEqual({ value: -1, source: nearest, isUnset: true });
        } else {
          expect(resolved).toEqual({ value: levels[nearest], source: nearest, isUnset: false });
        }
      }),
    );
  });

  it('an unset stops inheritance: nothing farther changes the result', () => {
    fc.assert(
      fc.property(stored, level, stored, (levels, unsetAt, other) => {
        const withUnset = { ...levels, [unsetAt]: null };
        for (const l of settingLevels) if (nearer(l, unsetAt)) delete withUnset[l];
        const farther = { ...withUnset };
        for (const l of settingLevels) if (nearer(unsetAt, l)) farther[l] = other[l];
        expect(resolveSetting(definition, withUnset)).toEqual({
          value: -1,
          source: unsetAt,
          isUnset: true,
        });
        expect(resolveSetting(definition, farther)).toEqual(resolveSetting(definition, withUnset));
      }),
    );
  });

  it('a change at a farther level never changes a result decided by a nearer own value', () => {
    fc.assert(
      fc.property(stored, level, level, entry, (levels, own, changed, replacement) => {
        fc.pre(nearer(own, changed) && levels[own] !== undefined);
        const before = resolveSetting(definition, levels);
        const after = resolveSetting(definition, { ...levels, [changed]: replacement });
        // The decided level is the nearest with an entry, which is at `own` or nearer still.
        expect(nearer(changed, before.source as SettingLevel)).toBe(false);
        expect(after).toEqual(before);
      }),
    );
  });

  it('passes over a level the definition does not allow', () => {
    fc.assert(
      fc.property(stored, (levels) => {
        const accountOnly = { defaultValue: -1, levels: ['Account'] as const };
        const expected =
          levels.Account === undefined
            ? { value: -1, source: 'Default', isUnset: false }
            : { value: levels.Account ?? -1, source: 'Account', isUnset: levels.Account === null };
        expect(resolveSetting(accountOnly, levels)).toEqual(expected);
      }),
    );
  });
});
