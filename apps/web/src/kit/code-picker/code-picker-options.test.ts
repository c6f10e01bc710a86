import { describe, expect, it } from 'vitest';
import * as options from './code-picker-options';
import { addPickerOption, type PickerOption } from './code-picker-types';

describe('lookup entities to picker options', () => {
  it('reads each entity by the spec field names', () => {
    const read: [PickerOption | null, PickerOption][] = [
      [options.playerToOption({ id: 'P1', name: 'Lobby' }), { code: 'P1', name: 'Lobby' }],
      [
        options.locationToOption({ locationCode: 'L1', name: 'Oslo' }),
        { code: 'L1', name: 'Oslo' },
      ],
      [options.aspectToOption({ AspectCode: '16:9' }), { code: '16:9', name: '16:9' }],
      [
        options.mediaToOption({ mediaCode: 'M1', displayName: 'Menu.png' }),
        { code: 'M1', name: 'Menu.png' },
      ],
      [
        options.clientToOption({ clientCode: 'C1', clientName: 'Acme' }),
        { code: 'C1', name: 'Acme' },
      ],
      [
        options.organizationToOption({ organizationCode: 'O1', organizationName: 'Group' }),
        { code: 'O1', name: 'Group' },
      ],
      [
        options.triggerToOption({ triggerCode: 'T1', trigger: { name: 'Morning' } }),
        { code: 'T1', name: 'Morning' },
      ],
    ];
    for (const [option, expected] of read) expect(option).toEqual(expected);
  });

  it('takes the tag colour from the first attribute, else transparent', () => {
    expect(
      options.tagToOption({
        tagCode: 'a',
        tagAttribute: [{ attributeValue: '#123' }, { attributeValue: '#456' }],
      }).color,
    ).toBe('#123');
    expect(options.tagToOption({ tagCode: 'b', tagAttribute: [] }).color).toBe('transparent');
    expect(
      options.tagToOption({ tagCode: 'c', tagAttribute: [{ attributeValue: null }] }).color,
    ).toBe('transparent');
  });

  it('drops layers without permission', () => {
    expect(options.layerToOption({ code: 'x', name: 'X', hasPermission: false })).toBeNull();
    expect(options.layerToOption({ code: 'x', name: 'X' })).toBeNull();
    expect(options.layerToOption({ code: 'y', name: 'Y', hasPermission: true })).toEqual({
      code: 'y',
      name: 'Y',
    });
  });
});

describe('addPickerOption', () => {
  const a = { code: 'a', name: 'A' };
  const b = { code: 'b', name: 'B' };

  it('never adds a chosen code twice', () => {
    expect(addPickerOption([a], { ...a }, false)).toEqual([a]);
    expect(addPickerOption([a], b, false)).toEqual([a, b]);
  });

  it('keeps one code in single-select mode', () => {
    expect(addPickerOption([a], b, true)).toEqual([b]);
  });
});
