import {
  attributeFilterCalls,
  createFact,
  getFact,
  getFactScheme,
  modifyFactAttributes,
  removeFacts,
  searchFacts,
  type CallResponse,
  type Fact,
} from '@marquee/contracts';
import type { AttributeValue, FilterCondition } from '@marquee/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchList } from '@/kit/search-list';
import { callApi } from '@/lib/api/call-api';
import type { SavedFilterKind } from '@/shared/saved-filters/saved-filters';

const itemsKey = ['items'] as const;

/** The spec's item list page size (001 section 9). */
export const itemPageSize = 50;

export type FactScheme = CallResponse<typeof getFactScheme>['factScheme'];
export type FactSchemeEntry = FactScheme[number];

/** The account's item attributes: all of them, or the List view's columns. */
export const schemeQuery = (view?: 'List') =>
  queryOptions({
    queryKey: [...itemsKey, 'scheme', view ?? 'all'],
    queryFn: ({ signal }) =>
      callApi(getFactScheme, { query: { factType: 'Item', view }, signal, isQuiet: true }),
    select: (answer) => answer.factScheme,
  });

const factsOf = (answer: CallResponse<typeof searchFacts>) => answer.facts;
const codeOf = (fact: Fact) => fact.factCode;

/** The items by name, searched by the top bar's text and the filter builder's condition. */
export function useItemList(searchText: string, condition: FilterCondition | null) {
  return useSearchList({
    queryKey: [...itemsKey, 'list', condition],
    searchText,
    pageSize: itemPageSize,
    fetchPage: ({ searchText: text, page, signal }) =>
      callApi(searchFacts, {
        body: {
          factType: 'Item',
          searchText: text,
          condition: condition ?? undefined,
          maxItemsInResult: page.MaxItemsInResult,
          skipItemsInResult: page.SkipItemsInResult,
        },
        signal,
        isQuiet: true,
      }),
    itemsOf: factsOf,
    keyOf: codeOf,
  });
}

export const itemQuery = (factCode: string) =>
  queryOptions({
    queryKey: [...itemsKey, 'one', factCode],
    queryFn: ({ signal }) =>
      callApi(getFact, { params: { factType: 'Item', factCode }, signal, isQuiet: true }),
    select: (answer) => answer.fact,
    retry: false,
  });

export type ItemValues = Record<string, AttributeValue>;

/** A fact's values by attribute code, as the editor keeps them. */
export function valuesOf(fact: Fact | undefined): ItemValues {
  return Object.fromEntries(
    (fact?.factAttributes ?? []).map((entry) => [entry.attributeCode, entry.value]),
  ) as ItemValues;
}

/** Saves a new item, or the values of one that changed; the server checks every value. */
export function useSaveItem(factCode: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: { attributeCode: string; value: AttributeValue }[]) => {
      const answer = factCode
        ? await callApi(modifyFactAttributes, {
            params: { type: 'Item' },
            body: { factCode, factAttributes: values },
            isQuiet: true,
          })
        : await callApi(createFact, {
            params: { type: 'Item' },
            body: { factAttributes: values },
            isQuiet: true,
          });
      return answer.fact;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemsKey }),
  });
}

export function useRemoveItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (factCodes: string[]) =>
      callApi(removeFacts, { body: { factCodes }, isQuiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemsKey }),
  });
}

/** The account's saved item filters, for the shared saved-filter panel. */
export const itemFilterKind: SavedFilterKind<'attribute'> = {
  calls: attributeFilterCalls,
  filtersKey: [...itemsKey, 'filters'],
};
