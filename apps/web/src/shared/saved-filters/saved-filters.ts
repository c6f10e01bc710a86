import type { CallBody, MediaFilter, savedFilterCalls } from '@marquee/contracts';
import type { FilterCondition } from '@marquee/domain';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PickerOption } from '@/kit/code-picker';
import type { SavedFilter, SavedFilterSummary, SaveFilterPayload } from '@/kit/filter-builder';
import { callApi } from '@/lib/api/call-api';

/** The five calls of one kind of saved filter (player, media, ...). */
export type FilterCalls<K extends string> = ReturnType<typeof savedFilterCalls<K>>;

/** One kind of saved filter as the web app asks for it: its calls and its queries' key. */
export interface SavedFilterKind<K extends string = string> {
  calls: FilterCalls<K>;
  filtersKey: readonly unknown[];
}

type Fields = Record<string, unknown>;

/** The saved filters of a kind by name (the first 200 are plenty for a chooser). */
export function savedFiltersQuery<K extends string>({ calls, filtersKey }: SavedFilterKind<K>) {
  return queryOptions({
    queryKey: [...filtersKey, 'list'],
    queryFn: ({ signal }) =>
      callApi(calls.list, {
        query: { OrderBy: 'name', Order: 'asc', MaxItemsInResult: 200 },
        signal,
      }),
    select: (answer): SavedFilterSummary[] =>
      ((answer as Fields)[calls.names.many] as Fields[]).map((filter) => ({
        filterCode: filter[calls.names.code] as string,
        filterName: filter[calls.names.name] as string,
      })),
  });
}

/** How many screens and media a saved filter names outside the user's reach. */
export type OutsideReach = MediaFilter['outsideReach'];

/** One saved filter of a kind, as the builder reads it, with what it names beyond the user. */
export function savedFilterQuery<K extends string>(kind: SavedFilterKind<K>, filterCode: string) {
  return queryOptions({
    ...savedFilterAnswerQuery(kind, filterCode),
    select: (answer): SavedFilter & { outsideReach: OutsideReach } => ({
      ...savedFilterOfAnswer(kind.calls, answer),
      outsideReach: ((answer as Fields)[kind.calls.names.one] as FilterContent).outsideReach,
    }),
  });
}

function savedFilterAnswerQuery<K extends string>(
  { calls, filtersKey }: SavedFilterKind<K>,
  filterCode: string,
) {
  return queryOptions({
    queryKey: [...filtersKey, 'one', filterCode],
    queryFn: ({ signal }) => callApi(calls.get, { params: { id: filterCode }, signal }),
  });
}

function savedFilterOfAnswer<K extends string>(calls: FilterCalls<K>, answer: unknown) {
  const filter = (answer as Fields)[calls.names.one] as Fields & FilterContent;
  return savedFilterOf(
    filter[calls.names.code] as string,
    filter[calls.names.name] as string,
    filter,
  );
}

/** One saved filter of a kind, from the cache when it is there, to copy from. */
export async function fetchSavedFilter<K extends string>(
  queryClient: QueryClient,
  kind: SavedFilterKind<K>,
  filterCode: string,
): Promise<SavedFilter> {
  const answer = await queryClient.fetchQuery(savedFilterAnswerQuery(kind, filterCode));
  return savedFilterOfAnswer(kind.calls, answer);
}

const emptyCondition: FilterCondition = { operator: 'AND', subNodes: [] };

/** The spec's save body: `{ <Kind>Filter: { <Kind>FilterName }, Filter: { Condition } }`. */
function saveBody<K extends string>(
  calls: FilterCalls<K>,
  filterName: string,
  condition: FilterCondition | null,
) {
  // An empty builder saves no condition; the server then names what is missing.
  return {
    [calls.names.one]: { [calls.names.bodyName]: filterName },
    Filter: { Condition: condition ?? emptyCondition },
  } as CallBody<FilterCalls<K>['create']>;
}

/**
 * Saves a new filter, or overwrites the one the payload names; answers the saved filter's code
 * and reloads the filters under `filtersKey`.
 */
export function useSaveFilter<K extends string>(
  calls: FilterCalls<K>,
  filtersKey: readonly unknown[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ filterName, condition, filterCode }: SaveFilterPayload) => {
      const body = saveBody(calls, filterName, condition);
      const answer = filterCode
        ? await callApi(calls.update, { params: { id: filterCode }, body })
        : await callApi(calls.create, { body });
      const saved = (answer as Record<string, Record<string, unknown>>)[calls.names.one];
      return saved?.[calls.names.code] as string;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filtersKey }),
  });
}

/**
 * Deletes a filter. `onDeleted` leaves it, and only the lists under `filtersKey` reload: the
 * deleted filter's own query, asked again, could only answer 404.
 */
export function useDeleteFilter<K extends string>(
  calls: FilterCalls<K>,
  filtersKey: readonly unknown[],
  onDeleted: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filterCode: string) => callApi(calls.remove, { params: { id: filterCode } }),
    onSuccess: () => {
      onDeleted();
      return queryClient.invalidateQueries({ queryKey: [...filtersKey, 'list'] });
    },
  });
}

/** What every kind of saved filter carries beside its code and name. */
type FilterContent = Pick<MediaFilter, 'condition' | 'conditionLookups' | 'outsideReach'>;

/** A saved filter as the builder reads it; a lookup's Color attribute becomes the swatch. */
export function savedFilterOf(
  filterCode: string,
  filterName: string,
  { condition, conditionLookups }: FilterContent,
): SavedFilter {
  return { filterCode, filterName, condition, conditionLookups: pickerLookupsOf(conditionLookups) };
}

/** Lookups as the builder shows them; a lookup's Color attribute becomes the swatch. */
export function pickerLookupsOf(
  conditionLookups: FilterContent['conditionLookups'],
): PickerOption[] {
  return conditionLookups.map(({ code, name, attributes }) => ({
    code,
    name,
    color: attributes.find((attribute) => attribute.type === 'Color')?.value,
  }));
}
