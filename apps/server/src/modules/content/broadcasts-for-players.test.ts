import type { ScheduleBroadcast } from '@marquee/domain';
import { describe, expect, it } from 'vitest';
import type { AccountBroadcast } from './account-broadcasts';
import { everyScreen } from '../../test/filter-conditions';
import { BroadcastsForPlayers } from './broadcasts-for-players';

function broadcast(code: string, savedBy: string, groups: [boolean, string[]][]): AccountBroadcast {
  const shaped: ScheduleBroadcast = {
    broadcastCode: code,
    status: 'Confirmed',
    isTakeover: false,
    periods: [],
    groups: groups.map(([hasCondition, fixedPlayerCodes], n) => ({
      groupCode: `g${n}`,
      condition: hasCondition ? everyScreen : null,
      fixedPlayerCodes,
      layerCodes: ['main'],
      rows: [],
    })),
  };
  return {
    broadcast: shaped,
    savedBy,
    fixedOnly: { ...shaped, groups: shaped.groups.map((g) => ({ ...g, condition: null })) },
  };
}

describe('the broadcasts that could reach a screen', () => {
  const all = [
    broadcast('b1', 'admin', [[true, []]]),
    broadcast('b2', 'admin', [
      [false, ['s1']],
      [false, ['s1', 's2']],
    ]),
    broadcast('b3', 'limited', [[true, ['s2']]]),
    broadcast('b4', 'admin', [[false, ['s3']]]),
  ];

  it("are those with a condition and those naming the screen, in the account's order", () => {
    const seen = new BroadcastsForPlayers(all, () => true);
    expect(seen.of('s1').map((b) => b.broadcastCode)).toEqual(['b1', 'b2', 'b3']);
    expect(seen.of('s2').map((b) => b.broadcastCode)).toEqual(['b1', 'b2', 'b3']);
    expect(seen.of('s9').map((b) => b.broadcastCode)).toEqual(['b1', 'b3']);
  });

  it("reach by fixed list alone outside their saver's scope", () => {
    const seen = new BroadcastsForPlayers(all, (savedBy) => savedBy !== 'limited');
    expect(seen.of('s9').map((b) => b.broadcastCode)).toEqual(['b1']);
    const named = seen.of('s2');
    expect(named.map((b) => b.broadcastCode)).toEqual(['b1', 'b2', 'b3']);
    expect(named[2]?.groups[0]?.condition).toBeNull();
  });
});
