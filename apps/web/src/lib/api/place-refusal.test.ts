import { describe, expect, it } from 'vitest';
import { placeRefusal } from './place-refusal';

describe('placeRefusal', () => {
  it('puts each problem at the path the server names', () => {
    expect(
      placeRefusal('name: Name is required; setting.dayparts[0].weekdayEndTime: must be later'),
    ).toEqual({
      fields: {
        name: 'Name is required',
        'setting.dayparts[0].weekdayEndTime': 'must be later',
      },
      other: [],
    });
  });

  it('keeps a problem at a place the form does not show whole, for the top', () => {
    expect(
      placeRefusal('values.headline: Missing; templateCode: no such template', (path) =>
        path.startsWith('values.'),
      ),
    ).toEqual({
      fields: { 'values.headline': 'Missing' },
      other: ['templateCode: no such template'],
    });
  });

  it('splits only where a place follows, so a message holding "; " stays whole', () => {
    expect(placeRefusal('values.note: must not hold <script>; or <style>').fields).toEqual({
      'values.note': 'must not hold <script>; or <style>',
    });
    expect(placeRefusal('No such media').other).toEqual(['No such media']);
  });
});
