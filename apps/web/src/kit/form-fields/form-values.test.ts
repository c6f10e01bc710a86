import { describe, expect, it } from 'vitest';
import { normaliseHex } from './color-hex';
import { errorAt } from './field-errors';
import { addCopyAfter, copiesOf, maxCopiesOf } from './fieldset-copies';
import { applyToSelected, copyLayer, emptyLayer, removeLayer } from './metadata-layers';
import { pathText, setIn } from './value-path';

describe('the form kit rules', () => {
  it('reads a typed colour as #rrggbb, 3 digits expanded, or not at all', () => {
    expect(normaliseHex('#AbC')).toBe('#aabbcc');
    expect(normaliseHex('1c7ed6')).toBe('#1c7ed6');
    expect(normaliseHex('#12')).toBeNull();
    expect(normaliseHex('#ggg')).toBeNull();
  });

  it('names a value as the server does and writes it there, making a first copy if needed', () => {
    expect(pathText(['rows', 1, 'line'])).toBe('values.rows[1].line');
    expect(setIn({ title: 'A' }, ['rows', 0, 'line'], 'x')).toEqual({
      title: 'A',
      rows: [{ line: 'x' }],
    });
    expect(setIn({ rows: [{ a: 1 }, { a: 2 }] }, ['rows', 1, 'a'], 3)).toEqual({
      rows: [{ a: 1 }, { a: 3 }],
    });
  });

  it("shows an error inside a field's value at the field, but a copy's at the copy", () => {
    const errors = { 'values.tags[2]': 'Unknown tag', 'values.rows[0].line': 'Too long' };
    expect(errorAt(errors, 'values.tags')).toBe('Unknown tag');
    expect(errorAt(errors, 'values.rows', true)).toBeUndefined();
    expect(errorAt(errors, 'values.rows[0].line')).toBe('Too long');
  });

  it('bounds fieldset copies by maxCopies only when copies are allowed', () => {
    const field = { fieldName: 'rows', type: 'fieldset', label: 'Rows', maxCopies: 3 } as const;
    expect(maxCopiesOf(field)).toBe(1);
    expect(maxCopiesOf({ ...field, style: { allowCopies: true } })).toBe(3);
    expect(copiesOf(null)).toEqual([{}]);
    expect(addCopyAfter(['a', 'b'], 0, 'new')).toEqual(['a', 'new', 'b']);
  });

  it('copies a layer under a new id, never removes the last, and edits keep names', () => {
    const layers = [{ ...emptyLayer('a', 'M'), layerName: 'Price' }];
    const copied = copyLayer(layers, 0, 'b');
    expect(copied.map((l) => [l.id, l.layerName])).toEqual([
      ['a', 'Price'],
      ['b', 'Price'],
    ]);
    expect(removeLayer(layers, 0)).toEqual(layers);
    const edited = applyToSelected(copied, new Set(['b']), {
      ...emptyLayer('x', 'N'),
      fontSize: 60,
    });
    expect(edited[1]).toMatchObject({ id: 'b', layerName: 'Price', mediaCode: 'M', fontSize: 60 });
    expect(edited[0]!.fontSize).toBe(32);
  });
});
