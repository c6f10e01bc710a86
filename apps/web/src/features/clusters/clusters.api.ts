import {
  createCluster,
  deleteCluster,
  getCluster,
  listClusters,
  listLocations,
  searchPlayers,
  updateCluster,
  type CallResponse,
  type Cluster,
  type ClusterInput,
  type ClusterListItem,
} from '@marquee/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationLookup, PickerSearch, PlayerLookup } from '@/kit/code-picker';
import { dataTablePageSize } from '@/kit/data-table';
import { searchableText, useSearchList } from '@/kit/search-list';
import { callApi } from '@/lib/api/call-api';

export const clustersKey = ['clusters'] as const;

const clustersOf = (answer: CallResponse<typeof listClusters>) => answer.Clusters;
const codeOf = (cluster: ClusterListItem) => cluster.clusterCode;

/** The account's clusters by name, searched by the top bar's text, with their screen counts. */
export function useClusterList(searchText: string) {
  return useSearchList({
    queryKey: [...clustersKey, 'list'],
    searchText,
    pageSize: dataTablePageSize,
    fetchPage: ({ searchText: text, page, signal }) =>
      callApi(listClusters, { query: { SearchText: text, ...page }, signal, isQuiet: true }),
    itemsOf: clustersOf,
    keyOf: codeOf,
  });
}

export const clusterQuery = (clusterCode: string) =>
  queryOptions({
    queryKey: [...clustersKey, 'one', clusterCode],
    queryFn: ({ signal }) =>
      callApi(getCluster, { params: { clusterCode }, signal, isQuiet: true }),
    select: (answer) => answer.cluster,
  });

/** How many resolved screens the editor lists. */
const resolvedShown = 200;

/**
 * A cluster's members as a filter: its screens or those at its locations. A kind with nothing
 * picked is left out, as the filter refuses a node without codes.
 */
export function membersCondition(playerCodes: string[], locationCodes: string[]) {
  const nodes = [
    { nodeType: 'Players', codes: playerCodes },
    { nodeType: 'Locations', codes: locationCodes },
  ] as const;
  return {
    operator: 'OR' as const,
    subNodes: nodes
      .filter(({ codes }) => codes.length > 0)
      .map(({ nodeType, codes }) => ({
        nodeType,
        nodeKey: nodeType,
        codes,
        codeCondition: 'In' as const,
      })),
  };
}

/**
 * The screens a cluster being edited holds: the picked screens and those at the picked locations,
 * among those the user sees, as the server resolves them.
 */
export const resolvedPlayersQuery = (playerCodes: string[], locationCodes: string[]) =>
  queryOptions({
    queryKey: [...clustersKey, 'resolved', playerCodes, locationCodes],
    queryFn: ({ signal }) =>
      callApi(searchPlayers, {
        body: {
          Condition: membersCondition(playerCodes, locationCodes),
          OrderBy: 'Name',
          Order: 'asc',
          MaxItemsInResult: resolvedShown,
          SkipItemsInResult: 0,
        },
        signal,
        isQuiet: true,
      }),
    enabled: playerCodes.length + locationCodes.length > 0,
    placeholderData: keepPreviousData,
  });

/** The screens the user sees, by name, as the screen picker reads them. */
export const clusterPlayerSearch: PickerSearch<PlayerLookup> = async (request) => {
  const answer = await callApi(searchPlayers, {
    body: {
      SearchText: searchableText(request.searchText),
      OrderBy: 'Name',
      Order: 'asc',
      MaxItemsInResult: request.maxItemsInResult,
      SkipItemsInResult: request.skipItemsInResult,
    },
  });
  return {
    items: answer.Players.map((player) => ({ id: player.playerCode, name: player.name })),
    hasMore: answer.hasMore,
  };
};

/** The account's locations by name, as the location picker reads them. */
export const clusterLocationSearch: PickerSearch<LocationLookup> = async (request) => {
  const answer = await callApi(listLocations, {
    query: {
      SearchText: searchableText(request.searchText),
      MaxItemsInResult: request.maxItemsInResult,
      SkipItemsInResult: request.skipItemsInResult,
    },
  });
  return {
    items: answer.locations.map(({ locationCode, locationName }) => ({
      locationCode,
      name: locationName,
    })),
    hasMore: answer.hasMore,
  };
};

function useClustersMutation<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clustersKey }),
  });
}

/** Adds a cluster, or changes the one `clusterCode` names. */
export function useSaveCluster(clusterCode: string | null) {
  return useClustersMutation(
    async (body: ClusterInput): Promise<Cluster> =>
      (clusterCode
        ? await callApi(updateCluster, { params: { clusterCode }, body, isQuiet: true })
        : await callApi(createCluster, { body, isQuiet: true })
      ).cluster,
  );
}

export function useDeleteCluster() {
  return useClustersMutation((clusterCode: string) =>
    callApi(deleteCluster, { params: { clusterCode }, isQuiet: true }),
  );
}
