import {
  createOrganization,
  deleteOrganization,
  searchOrganizations,
  updateOrganization,
  type CallResponse,
  type OrganizationWithAccounts,
} from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataTablePageSize, type SortOrder } from '@/kit/data-table';
import { useSearchList } from '@/kit/search-list';
import { callApi } from '@/lib/api/call-api';

export type Organization = OrganizationWithAccounts;

const organizationsKey = ['support', 'organizations'] as const;

const organizationsOf = (answer: CallResponse<typeof searchOrganizations>) => answer.organizations;

/** The organizations in reach in pages of 50 by name, searched by the top bar's text. */
export function useOrganizationList(searchText: string, order: SortOrder) {
  return useSearchList({
    queryKey: [...organizationsKey, 'list', order],
    searchText,
    pageSize: dataTablePageSize,
    fetchPage: ({ searchText, page, signal }) =>
      callApi(searchOrganizations, {
        query: { searchText, orderBy: 'organizationName', order, ...page },
        signal,
      }),
    itemsOf: organizationsOf,
  });
}

export interface OrganizationDraft {
  organizationCode: string | null;
  organizationName: string;
  clientCodes: string[];
}

/** Adds an organization, or replaces the one the draft names; answers the saved one. */
export function useSaveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ organizationCode, organizationName, clientCodes }: OrganizationDraft) => {
      const answer = organizationCode
        ? await callApi(updateOrganization, {
            params: { code: organizationCode },
            body: {
              OrganizationCode: organizationCode,
              OrganizationName: organizationName,
              ClientCodes: clientCodes,
            },
          })
        : await callApi(createOrganization, {
            body: { OrganizationName: organizationName, AccountCodes: clientCodes },
          });
      return answer.organization;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationsKey }),
  });
}

export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organizationCode: string) =>
      callApi(deleteOrganization, { params: { code: organizationCode } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationsKey }),
  });
}
