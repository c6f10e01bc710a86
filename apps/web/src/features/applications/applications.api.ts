import {
  listApplications,
  setApplicationStatus,
  setFeatureFlags,
  type CallBody,
} from '@marquee/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/call-api';

const applicationsKey = ['support', 'applications'] as const;

/** A client's applications and feature flags; a client out of reach answers 404. */
export function applicationsQuery(accountCode: string) {
  return queryOptions({
    queryKey: [...applicationsKey, accountCode],
    queryFn: ({ signal }) => callApi(listApplications, { query: { accountCode }, signal }),
    retry: false,
  });
}

/** Switches one application of a client on or off. */
export function useSetApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof setApplicationStatus>) =>
      callApi(setApplicationStatus, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationsKey }),
  });
}

/** Sets feature flags of a client; the others keep their value. */
export function useSetFeatureFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof setFeatureFlags>) => callApi(setFeatureFlags, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationsKey }),
  });
}
