import {
  createLocation,
  deleteLocation,
  listCountries,
  listLocations,
  searchTimeZones,
  updateLocation,
  type CallBody,
  type CallResponse,
} from '@marquee/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataTablePageSize, type SortOrder } from '@/kit/data-table';
import { callApi } from '@/lib/api/call-api';
import { useSearchList } from '@/kit/search-list';

export type LocationOrderBy = 'LocationName' | 'StoreNumber' | 'City';
export type LocationInput = CallBody<typeof createLocation>;

const locationsKey = ['locations'] as const;

const locationsOf = (answer: CallResponse<typeof listLocations>) => answer.locations;

/** The account's locations in pages of 50, searched by the top bar's text. */
export function useLocationList(
  sort: { orderBy: LocationOrderBy; order: SortOrder },
  text: string,
) {
  return useSearchList({
    queryKey: [...locationsKey, 'list', sort],
    searchText: text,
    pageSize: dataTablePageSize,
    fetchPage: ({ searchText, page, signal }) =>
      callApi(listLocations, {
        query: { SearchText: searchText, OrderBy: sort.orderBy, Order: sort.order, ...page },
        signal,
      }),
    itemsOf: locationsOf,
  });
}

/** Countries named in the user's language. */
export const countriesQuery = (languageCode: string) =>
  queryOptions({
    queryKey: ['countries', languageCode],
    queryFn: ({ signal }) => callApi(listCountries, { body: { languageCode }, signal }),
    select: (answer) => answer.countries,
    staleTime: Infinity,
  });

/** Every time zone with its offset; the list is small and never changes while the app runs. */
export const timeZonesQuery = queryOptions({
  queryKey: ['timeZones'],
  queryFn: ({ signal }) => callApi(searchTimeZones, { body: {}, signal }),
  select: (answer) => answer.timeZones,
  staleTime: Infinity,
});

function useLocationsMutation<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationsKey }),
  });
}

/** Creates a location, or changes the one `code` names. */
export function useSaveLocation(code: string | null) {
  return useLocationsMutation((body: LocationInput) =>
    code ? callApi(updateLocation, { params: { code }, body }) : callApi(createLocation, { body }),
  );
}

export function useDeleteLocation() {
  return useLocationsMutation((code: string) => callApi(deleteLocation, { params: { code } }));
}
