import { describe, expect, it } from 'vitest';
import type { FilterCondition, FilterConditionLeaf } from './filter-types';
import { matchesPlayer, type PlayerFacts } from './player-condition';

const lobby: PlayerFacts = {
  playerCode: 'p-lobby',
  name: 'Lobby North',
  locationCode: 'loc-hq',
  playerFormatCode: 'landscape',
  layerCodes: ['main', 'ticker'],
  tagCodes: ['t-menu', 't-lobby'],
  statusValues: ['OK'],
};
const leaf = (
  nodeType: FilterConditionLeaf['nodeType'],
  codes: string[],
  codeCondition: 'In' | 'NotIn' = 'In',
): FilterConditionLeaf => ({ nodeType, nodeKey: nodeType, codes, codeCondition });
const all = (...subNodes: FilterCondition['subNodes']): FilterCondition => ({
  operator: 'AND',
  subNodes,
});
const any = (...subNodes: FilterCondition['subNodes']): FilterCondition => ({
  operator: 'OR',
  subNodes,
});

describe('matchesPlayer', () => {
  it('tests each screen dimension', () => {
    expect(matchesPlayer(all(leaf('Players', ['p-lobby'])), lobby)).toBe(true);
    expect(matchesPlayer(all(leaf('Locations', ['loc-hq'])), lobby)).toBe(true);
    expect(matchesPlayer(all(leaf('Aspects', ['portrait'])), lobby)).toBe(false);
    expect(matchesPlayer(all(leaf('Layers', ['ticker'])), lobby)).toBe(true);
    expect(matchesPlayer(all(leaf('Tags', ['t-menu', 't-x'])), lobby)).toBe(true);
    expect(matchesPlayer(all(leaf('SearchText', ['north'])), lobby)).toBe(true);
    expect(matchesPlayer(all(leaf('PlayerStatus', ['NotStarted'])), lobby)).toBe(false);
    expect(
      matchesPlayer(all(leaf('Locations', ['loc-hq'])), { ...lobby, locationCode: null }),
    ).toBe(false);
  });

  it('reads NotIn, AND and OR, and nested groups', () => {
    expect(matchesPlayer(all(leaf('Tags', ['t-menu'], 'NotIn')), lobby)).toBe(false);
    expect(matchesPlayer(all(leaf('Tags', ['t-menu']), leaf('Aspects', ['portrait'])), lobby)).toBe(
      false,
    );
    expect(matchesPlayer(any(leaf('Tags', ['t-x']), leaf('Aspects', ['landscape'])), lobby)).toBe(
      true,
    );
    const nested = all(
      leaf('Tags', ['t-lobby']),
      any(leaf('Players', ['p-x']), leaf('Layers', ['main'])),
    );
    expect(matchesPlayer(nested, lobby)).toBe(true);
  });

  it('ignores leaves of other dimensions and empty ones, like the saved filters do', () => {
    expect(matchesPlayer(null, lobby)).toBe(true);
    expect(matchesPlayer(all(), lobby)).toBe(true);
    expect(matchesPlayer(all(leaf('Media', ['m-1'])), lobby)).toBe(true);
    expect(matchesPlayer(all(leaf('Tags', [])), lobby)).toBe(true);
    expect(matchesPlayer(all(leaf('Media', ['m-1']), leaf('Tags', ['t-x'])), lobby)).toBe(false);
  });
});
