import {
  deleteUser,
  inviteUser,
  listRoles,
  maxPageSize,
  resetPasswordOrInvitation,
  searchUsers,
  type CallBody,
} from '@marquee/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '@/lib/api/call-api';
import { dataTablePageSize, type SortOrder } from '@/kit/data-table';

export type UserOrderBy = 'firstName' | 'lastName' | 'email' | 'lastLogin';

export interface UserListFilter {
  /** Empty, or at least 3 characters as the server requires. */
  searchText: string;
  orderBy: UserOrderBy;
  order: SortOrder;
  /** Absent lists active and inactive users alike. */
  isActive?: boolean;
}

const usersKey = ['users'] as const;

/** Pages of 50; the next page skips every row already loaded. */
export function usersQueryOptions(filter: UserListFilter) {
  return infiniteQueryOptions({
    queryKey: [...usersKey, 'search', filter],
    queryFn: ({ pageParam, signal }) =>
      callApi(searchUsers, {
        query: {
          SearchText: filter.searchText || undefined,
          OrderBy: filter.orderBy,
          Order: filter.order,
          IsActive: filter.isActive,
          MaxItemsInResult: dataTablePageSize,
          SkipItemsInResult: pageParam,
        },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.hasMore ? pages.reduce((count, page) => count + page.users.length, 0) : undefined,
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
