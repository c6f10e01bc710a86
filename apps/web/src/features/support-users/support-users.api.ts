import {
  deleteSupportUser,
  listSupportRoles,
  saveSupportUser,
  searchSupportUsers,
  setSupportUserRoles,
  type CallBody,
  type CallResponse,
} from '@marquee/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/call-api';
import { useSearchList } from '@/kit/search-list';
import { dataTablePageSize, type SortOrder } from '@/kit/data-table';

const supportUsersKey = ['support', 'users'] as const;

const usersOf = (answer: CallResponse<typeof searchSupportUsers>) => answer.users;

/**
 * The support staff the caller reaches, in pages, searched by the top bar's text. The server
 * leaves out anyone holding a role beyond the caller's own.
 */
export type SupportUserOrderBy = NonNullable<CallBody<typeof searchSupportUsers>['OrderBy']>;

export function useSupportUserList(
  sort: { orderBy: SupportUserOrderBy; order: SortOrder },
  text: string,
) {
  return useSearchList({
    queryKey: [...supportUsersKey, 'search', sort],
    searchText: text,
    pageSize: dataTablePageSize,
    fetchPage: ({ searchText, page, signal }) =>
      callApi(searchSupportUsers, {
        body: { SearchText: searchText, OrderBy: sort.orderBy, Order: sort.order, ...page },
        signal,
      }),
    itemsOf: usersOf,
  });
}

/** The support roles of one client, to assign to a support user. */
export function supportRolesOfClient(clientCode: string) {
  return queryOptions({
    queryKey: ['support', 'roles', clientCode],
    queryFn: ({ signal }) => callApi(listSupportRoles, { params: { client: clientCode }, signal }),
    // A 404 (a client out of reach) stays a 404.
    retry: false,
  });
}

export type SupportUserForm = CallBody<typeof saveSupportUser>;

/**
 * Saves the person (inviting them when new), then their roles when they changed. Either step
 * may be refused; the dialog shows the server's reason and the list reloads for what did save.
 */
export function useSaveSupportUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ user, roleCodes }: { user: SupportUserForm; roleCodes?: string[] }) => {
      const saved = await callApi(saveSupportUser, { body: user });
      if (roleCodes) {
        const userCode = saved.user.userId;
        await callApi(setSupportUserRoles, {
          params: { userCode },
          body: { UserCode: userCode, ApplicationCode: 'Support', RoleCodes: roleCodes },
        });
      }
      return saved.user;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportUsersKey }),
  });
}

export function useDeleteSupportUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userCodes: readonly string[]) => {
      for (const id of userCodes) await callApi(deleteSupportUser, { params: { id } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportUsersKey }),
  });
}
