import { describe, expect, it } from 'vitest';
import { formatProblems, type FormatDraft } from './format-problems';

const format = (changes: Partial<FormatDraft> = {}): FormatDraft => ({
  playerFormatCode: null,
  clientCode: null,
  name: 'Split',
  description: '',
  resolutionX: 1920,
  resolutionY: 1080,
  hasDefaultLayer: false,
  defaultLayerLeft: 0,
  defaultLayerTop: 0,
  defaultLayerWidth: null,
  defaultLayerHeight: null,
  layers: [{ name: 'Left', x: 0, y: 0, width: 960, height: 1080, zOrder: 0 }],
  ...changes,
});

const layer = (name: string, x: number) => ({ name, x, y: 0, width: 960, height: 1080, zOrder: 0 });

describe('formatProblems', () => {
  it('finds nothing in a good format', () => {
    expect(formatProblems(format())).toEqual(new Map());
  });

  it('names the field of each problem as the server does', () => {
    expect([...formatProblems(format({ resolutionX: 0, resolutionY: 16_385 }))]).toEqual(
      expect.arrayContaining([
        ['resolutionX', 'resolution'],
        ['resolutionY', 'resolution'],
      ]),
    );
    expect(formatProblems(format({ layers: [layer('Left', 0), layer('Right', 1000)] }))).toEqual(
      new Map([['layers[1].width', 'outside']]),
    );
    expect(formatProblems(format({ layers: [layer('Left', 0), layer('left', 960)] }))).toEqual(
      new Map([['layers[1].name', 'duplicate']]),
    );
    expect(formatProblems(format({ layers: [] })).get('layers')).toBe('needsLayer');
    const many = Array.from({ length: 17 }, (_, n) => ({ ...layer(`L${n}`, 0), width: 10 }));
    expect(formatProblems(format({ layers: many })).get('layers')).toBe('tooMany');
    expect(
      formatProblems(format({ hasDefaultLayer: true, defaultLayerLeft: 100, layers: [] })).get(
        'defaultLayerWidth',
      ),
    ).toBe('defaultOutside');
  });
});
