import { playerFilterCalls as calls } from '@marquee/contracts';
import type { SavedFilterKind } from './saved-filters';

/** The account's saved player (screen) filters: the screens list's and a broadcast group's. */
export const playerFilterKind: SavedFilterKind<'player'> = {
  calls,
  filtersKey: ['screens', 'filters'],
};
