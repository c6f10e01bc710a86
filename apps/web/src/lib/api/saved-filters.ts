import type { CallBody, MediaFilter, savedFilterCalls } from '@marquee/contracts';
import type { FilterCondition } from '@marquee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedFilter, SaveFilterPayload } from '@/kit/filter-builder';
import { callApi } from './call-api';

/** The five calls of one kind of saved filter (player, media, ...). */
type FilterCalls<K extends string> = ReturnType<typeof savedFilterCalls<K>>;

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
type FilterContent = Pick<MediaFilter, 'condition' | 'conditionLookups'>;

/** A saved filter as the builder reads it; a lookup's Color attribute becomes the swatch. */
export function savedFilterOf(
  filterCode: string,
  filterName: string,
  { condition, conditionLookups }: FilterContent,
): SavedFilter {
  return {
    filterCode,
    filterName,
    condition,
    conditionLookups: conditionLookups.map(({ code, name, attributes }) => ({
      code,
      name,
      color: attributes.find((attribute) => attribute.type === 'Color')?.value,
    })),
  };
}
