import { describe, expect, it } from 'vitest';
import {
  aspectToOption,
  clientToOption,
  layerToOption,
  locationToOption,
  mediaToOption,
  organizationToOption,
  playerToOption,
  tagToOption,
  triggerToOption,
} from './code-picker-options';
import { addPickerOption } from './code-picker-types';

describe('lookup entities to picker options', () => {
  it('reads each entity by the spec field names', () => {
    expect(playerToOption({ id: 'P1', name: 'Lobby' })).toEqual({ code: 'P1', name: 'Lobby' });
    expect(locationToOption({ locationCode: 'L1', name: 'Oslo' })).toEqual({
      code: 'L1',
      name: 'Oslo',
    });
    expect(aspectToOption({ AspectCode: '16:9' })).toEqual({ code: '16:9', name: '16:9' });
    expect(mediaToOption({ mediaCode: 'M1', displayName: 'Menu.png' })).toEqual({
      code: 'M1',
      name: 'Menu.png',
    });
    expect(clientToOption({ clientCode: 'C1', clientName: 'Acme' })).toEqual({
      code: 'C1',
      name: 'Acme',
    });
    expect(organizationToOption({ organizationCode: 'O1', organizationName: 'Group' })).toEqual({
      code: 'O1',
      name: 'Group',
    });
    expect(triggerToOption({ triggerCode: 'T1', trigger: { name: 'Morning' } })).toEqual({
      code: 'T1',
      name: 'Morning',
    });
  });

  it('takes the tag colour from the first attribute, else transparent', () => {
    expect(
      tagToOption({
        tagCode: 'a',
        tagAttribute: [{ attributeValue: '#123' }, { attributeValue: '#456' }],
      }).color,
    ).toBe('#123');
    expect(tagToOption({ tagCode: 'b', tagAttribute: [] }).color).toBe('transparent');
    expect(tagToOption({ tagCode: 'c', tagAttribute: [{ attributeValue: null }] }).color).toBe(
      'transparent',
    );
  });

  it('drops layers without permission', () => {
    expect(layerToOption({ code: 'x', name: 'X', hasPermission: false })).toBeNull();
    expect(layerToOption({ code: 'x', name: 'X' })).toBeNull();
    expect(layerToOption({ code: 'y', name: 'Y', hasPermission: true })).toEqual({
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
