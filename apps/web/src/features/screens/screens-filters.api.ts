import { listLayers } from '@marquee/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api/call-api';
import { playerFilterKind } from '@/shared/saved-filters/player-filter-kind';

export { playerFilterKind };

/** Whether any of the account's formats has several layers; only then is Layers offered. */
export function multiLayerQuery() {
  return queryOptions({
    queryKey: [...playerFilterKind.filtersKey, 'multiLayer'],
    queryFn: ({ signal }) => callApi(listLayers, { query: { MaxItemsInResult: 1 }, signal }),
    select: (answer) => answer.hasPlayoutsWithMultiLayers,
  });
}

export { screensFilterSearches, searchLocations } from '@/shared/searches/screen-searches';
