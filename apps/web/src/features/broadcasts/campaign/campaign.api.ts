import { searchGroupPlayers, type ClusterListItem } from '@marquee/contracts';
import type { FilterCondition } from '@marquee/domain';
import { queryOptions } from '@tanstack/react-query';
import type { PickerOption, PickerSearch } from '@/kit/code-picker';
import { searchableText } from '@/kit/search-list';
import { callApi } from '@/lib/api/call-api';
import { broadcastsKey } from '../broadcasts.api';

/** One screen asked for: the group search's total is what a row's count needs. */
const totalOnly = { OrderBy: 'Name', Order: 'asc', MaxItemsInResult: 1 } as const;

/**
 * The clusters whose name matches, as the group search offers them beside its screens
 * (`IncludeClusters`), so the cluster picker needs no PlayerClusters permission of its own.
 */
export const searchRowClusters: PickerSearch<ClusterListItem> = async (request) => {
  const answer = await callApi(searchGroupPlayers, {
    body: {
      ...totalOnly,
      SkipItemsInResult: 0,
      SearchText: searchableText(request.searchText),
      IncludeClusters: true,
    },
  });
  // The server answers one page of matching clusters; a longer search text narrows it.
  return { items: request.skipItemsInResult ? [] : (answer.Clusters ?? []), hasMore: false };
};

export const clusterToOption = (cluster: ClusterListItem): PickerOption => ({
  code: cluster.clusterCode,
  name: cluster.clusterName,
});

/** The names of the account's clusters by code, for the rows of a saved campaign. */
export const clusterNamesQuery = () =>
  queryOptions({
    queryKey: [...broadcastsKey, 'clusterNames'],
    queryFn: ({ signal }) =>
      callApi(searchGroupPlayers, {
        body: { ...totalOnly, SkipItemsInResult: 0, IncludeClusters: true },
        signal,
      }),
    select: (answer) =>
      new Map((answer.Clusters ?? []).map((c) => [c.clusterCode, c.clusterName] as const)),
  });

/**
 * How many screens a row reaches now by the resolver's rule: its clusters' screens with one of
 * its tags (no tags: all of them; no clusters: any with the tags; neither: none).
 */
export const rowPlayerCountQuery = (condition: FilterCondition | null, clusters: string[]) =>
  queryOptions({
    queryKey: [...broadcastsKey, 'rowPlayers', condition, clusters],
    queryFn: ({ signal }) =>
      callApi(searchGroupPlayers, {
        body: {
          ...totalOnly,
          SkipItemsInResult: 0,
          ...(condition ? { Condition: condition } : {}),
          ...(clusters.length ? { Clusters: clusters } : {}),
        },
        signal,
      }),
    select: (answer) => answer.TotalCount,
  });
