import type { CallResponse } from '../core/define-call';
import { savedFilterCalls } from './saved-filter-calls';

/** The account's player filters: reading needs Screens view, saving Screens edit. */
export const playerFilterCalls = savedFilterCalls({
  kind: 'player',
  backend: 'customer',
  path: '/api/playerfilter',
  id: 'playerFilters',
  noun: 'player filter',
  owner: "The account's",
  resource: 'Screens',
});

/** The account's media filters, under the media library's permission. */
export const mediaFilterCalls = savedFilterCalls({
  kind: 'media',
  backend: 'customer',
  path: '/api/mediafilter',
  id: 'mediaFilters',
  noun: 'media filter',
  owner: "The account's",
  resource: 'MediaLibrary',
});

/** The provider's player filters of the support console, under its players component. */
export const supportPlayerFilterCalls = savedFilterCalls({
  kind: 'player',
  backend: 'support',
  path: '/api/playerfilter',
  id: 'supportPlayerFilters',
  noun: 'player filter',
  owner: "The provider's",
  resource: 'SupportPlayers',
});

export type PlayerFilter = CallResponse<typeof playerFilterCalls.get>['PlayerFilter'];
export type MediaFilter = CallResponse<typeof mediaFilterCalls.get>['MediaFilter'];
