import { forecastChannels, type ForecastHorizon } from '@marquee/contracts';
import { callApi } from '@/lib/api/call-api';
import { useSearchList } from '@/kit/search-list';

/** Screens a forecast page asks for at once: each costs the server a walk over its schedule. */
export const forecastPageSize = 20;

/** What the screens of a saved filter play over a horizon, 20 screens a page by name. */
export function useForecast(filterCode: string, from: string, horizon: ForecastHorizon) {
  return useSearchList({
    queryKey: ['screens', 'forecast', filterCode, from, horizon],
    searchText: '',
    pageSize: forecastPageSize,
    fetchPage: ({ page, signal }) =>
      callApi(forecastChannels, {
        body: { FilterCode: filterCode, from, horizon, ...page },
        signal,
      }),
    itemsOf: (answer) => answer.Screens,
  });
}
