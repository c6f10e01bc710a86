import {
  createAccount,
  deleteAccount,
  getAccountRoles,
  getAvailableBusinessTypes,
  inviteAccountUser,
  type CallBody,
} from '@marquee/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/call-api';

/** Every list that shows accounts: the overview, the client pickers and account pages. */
const accountListKeys = [
  ['support', 'overview'],
  ['support', 'clients'],
] as const;

export const businessTypesQuery = queryOptions({
  queryKey: ['support', 'businessTypes'],
  queryFn: ({ signal }) => callApi(getAvailableBusinessTypes, { signal }),
  staleTime: Infinity,
});

export function accountRolesQuery(clientCode: string) {
  return queryOptions({
    queryKey: ['support', 'clients', 'roles', clientCode],
    queryFn: ({ signal }) => callApi(getAccountRoles, { params: { id: clientCode }, signal }),
    retry: false,
  });
}

/** Reloads the lists; a deleted account's own page is left, so it is not asked for again. */
function useReloadAccountLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      accountListKeys.map((queryKey) =>
        queryClient.invalidateQueries({
          queryKey,
          predicate: (query) => query.queryKey[2] !== 'details',
        }),
      ),
    );
}

export type NewAccount = CallBody<typeof createAccount>;

/** Creates an account and invites its owner; the server refuses a desk that may not (403). */
export function useCreateAccount() {
  const reload = useReloadAccountLists();
  return useMutation({
    mutationFn: (body: NewAccount) => callApi(createAccount, { body }),
    onSuccess: reload,
  });
}

/** Deletes the account with all its data; the server checks the repeated name again. */
export function useDeleteAccount() {
  const reload = useReloadAccountLists();
  return useMutation({
    mutationFn: ({ clientCode, confirmName }: { clientCode: string; confirmName: string }) =>
      callApi(deleteAccount, {
        params: { id: clientCode },
        query: { ConfirmAccountName: confirmName },
      }),
    onSuccess: reload,
  });
}

export type AccountInvitation = CallBody<typeof inviteAccountUser>;

export function useInviteAccountUser(clientCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountInvitation) =>
      callApi(inviteAccountUser, { params: { id: clientCode }, body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['support', 'clients', 'details', clientCode] }),
  });
}
