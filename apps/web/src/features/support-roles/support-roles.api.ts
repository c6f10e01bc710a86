import {
  createSupportRole,
  deleteSupportRole,
  getSupportComponents,
  getSupportRole,
  listSupportRoles,
  updateSupportRole,
  type CallBody,
} from '@marquee/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/call-api';

const rolesKey = ['support', 'roles'] as const;

/** The support roles of one client; another client out of reach answers 404. */
export function supportRolesQuery(clientCode: string) {
  return queryOptions({
    queryKey: [...rolesKey, clientCode],
    queryFn: ({ signal }) => callApi(listSupportRoles, { params: { client: clientCode }, signal }),
    select: (answer) => answer.roles,
    retry: false,
  });
}

export function supportRoleQuery(clientCode: string, roleCode: string) {
  return queryOptions({
    queryKey: [...rolesKey, clientCode, roleCode],
    queryFn: ({ signal }) =>
      callApi(getSupportRole, { params: { client: clientCode, role: roleCode }, signal }),
    select: (answer) => answer.role,
    retry: false,
  });
}

/** The console's components, which a blank role starts from at their default levels. */
export const supportComponentsQuery = queryOptions({
  queryKey: [...rolesKey, 'components'],
  queryFn: ({ signal }) => callApi(getSupportComponents, { params: { app: 'Support' }, signal }),
  select: (answer) => answer.components,
  staleTime: Infinity,
});

export type SupportRoleBody = CallBody<typeof createSupportRole>;

/** Adds a role, or changes the one `roleCode` names; answers the saved role. */
export function useSaveSupportRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ roleCode, body }: { roleCode?: string; body: SupportRoleBody }) => {
      const answer = roleCode
        ? await callApi(updateSupportRole, { params: { id: roleCode }, body })
        : await callApi(createSupportRole, { body });
      return answer.role;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesKey }),
  });
}

export function useDeleteSupportRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientCode, roleCode }: { clientCode: string; roleCode: string }) =>
      callApi(deleteSupportRole, { params: { client: clientCode, role: roleCode } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesKey }),
  });
}
