import { searchPlayers } from '@marquee/contracts';
import { describe, expect, it } from 'vitest';
import { membersCondition } from './clusters.api';

const searchOf = (playerCodes: string[], locationCodes: string[]) =>
  searchPlayers.body!.safeParse({
    Condition: membersCondition(playerCodes, locationCodes),
    MaxItemsInResult: 10,
    SkipItemsInResult: 0,
  });

describe('membersCondition', () => {
  it('is a search the server takes whichever kinds of member are picked', () => {
    expect(searchOf(['p1'], ['l1']).success).toBe(true);
    expect(searchOf([], ['l1']).success).toBe(true);
    expect(searchOf(['p1'], []).success).toBe(true);
  });

  it('names only the kinds picked', () => {
    expect(membersCondition([], ['l1']).subNodes).toEqual([
      { nodeType: 'Locations', nodeKey: 'Locations', codes: ['l1'], codeCondition: 'In' },
    ]);
  });
});
