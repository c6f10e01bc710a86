import { describe, expect, it } from 'vitest';
import type { PlayerFacts } from '../filters/player-condition';
import { groupReach, type ScheduleGroup } from './broadcast-channels';

const screen = (values: Partial<PlayerFacts> = {}): PlayerFacts => ({
  playerCode: 'p-1',
  name: 'Shop window',
  locationCode: null,
  playerFormatCode: 'landscape',
  layerCodes: ['main'],
  tagCodes: ['t-shop'],
  statusValues: [],
  clusterCodes: ['c-north'],
  ...values,
});
const tagged = (tag: string) => ({
  operator: 'AND' as const,
  subNodes: [
    { nodeType: 'Tags' as const, nodeKey: 'Tags', codes: [tag], codeCondition: 'In' as const },
  ],
});
const group = (values: Partial<ScheduleGroup>): ScheduleGroup => ({
  groupCode: 'g1',
  condition: null,
  fixedPlayerCodes: [],
  layerCodes: ['main'],
  rows: [],
  ...values,
});

describe('group reach with clusters', () => {
  it('takes every screen of its clusters when its condition says nothing of screens', () => {
    expect(groupReach(group({ clusterCodes: ['c-north'] }), screen())).toBe('cluster');
    expect(groupReach(group({ clusterCodes: ['c-south'] }), screen())).toBeNull();
    expect(
      groupReach(group({ clusterCodes: ['c-north'] }), screen({ clusterCodes: undefined })),
    ).toBeNull();
  });

  it("narrows its clusters' screens by its condition, never widening past them", () => {
    const shops = group({ clusterCodes: ['c-north'], condition: tagged('t-shop') });
    expect(groupReach(shops, screen())).toBe('cluster');
    expect(groupReach(shops, screen({ tagCodes: ['t-other'] }))).toBeNull();
    expect(groupReach(shops, screen({ clusterCodes: [] }))).toBeNull();
  });

  it('reaches its fixed list whatever its clusters, and keeps the old rule without them', () => {
    const fixed = group({ clusterCodes: ['c-south'], fixedPlayerCodes: ['p-1'] });
    expect(groupReach(fixed, screen())).toBe('fixedList');
    expect(groupReach(group({ condition: tagged('t-shop') }), screen())).toBe('filter');
    expect(groupReach(group({ clusterCodes: [] }), screen())).toBeNull();
  });
});
