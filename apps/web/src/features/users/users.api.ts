import {
  deleteUser,
  inviteUser,
  listRoles,
  maxPageSize,
  resetPasswordOrInvitation,
  searchUsers,
  type CallBody,
  type CallResponse,
} from '@marquee/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/call-api';
import { useSearchList } from '@/kit/search-list';
import { dataTablePageSize, type SortOrder } from '@/kit/data-table';

export type UserOrderBy = 'firstName' | 'lastName' | 'email' | 'lastLogin';

export interface UserListFilter {
  orderBy: UserOrderBy;
  order: SortOrder;
  /** Absent lists active and inactive users alike. */
  isActive?: boolean;
}

const usersKey = ['users'] as const;

const usersOf = (answer: CallResponse<typeof searchUsers>) => answer.users;

/** The users list in pages of 50, searched by the top bar's text. */
export function useUserList(filter: UserListFilter, searchText: string) {
  return useSearchList({
    queryKey: [...usersKey, 'search', filter],
    searchText,
    pageSize: dataTablePageSize,
    fetchPage: ({ searchText, page, signal }) =>
      callApi(searchUsers, {
        query: {
          SearchText: searchText,
          OrderBy: filter.orderBy,
          Order: filter.order,
          IsActive: filter.isActive,
          ...page,
        },
        signal,
      }),
    itemsOf: usersOf,
  });
}

/** The roles to choose from: the largest page the server gives (an account's first 200). */
export const rolesQueryOptions = queryOptions({
  queryKey: ['roles', 'list'],
  queryFn: ({ signal }) => callApi(listRoles, { query: { MaxItemsInResult: maxPageSize }, signal }),
});

/** Every change to a user can move it between tabs or pages, so the whole list reloads. */
function useRefreshingMutation<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

export function useInviteUser() {
  return useRefreshingMutation((body: CallBody<typeof inviteUser>) =>
    callApi(inviteUser, { body }),
  );
}

export function useResetPasswordOrInvitation() {
  return useRefreshingMutation((userId: string) =>
    callApi(resetPasswordOrInvitation, { body: { UserId: userId } }),
  );
}

export function useDeleteUsers() {
  return useRefreshingMutation(async (userIds: readonly string[]) => {
    for (const id of userIds) await callApi(deleteUser, { params: { id } });
  });
}
