import {
  createSupportPlayerFormat,
  deleteSupportPlayerFormat,
  newSupportPlayerFormat,
  searchSupportPlayerFormats,
  updateSupportPlayerFormat,
  type SupportPlayerFormat,
} from '@marquee/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { searchableText } from '@/kit/search-list';
import { callApi } from '@/lib/api/call-api';
import type { FormatDraft } from './format-problems';

const formatsKey = ['support', 'playerFormats'] as const;

/** The global formats and, with a client, its own; a client out of reach answers 404. */
export function playerFormatsQuery(clientCode: string | null, typed: string) {
  // Text too short to search is no search, as in every list.
  const searchText = searchableText(typed);
  return queryOptions({
    queryKey: [...formatsKey, clientCode, searchText],
    queryFn: ({ signal }) =>
      callApi(searchSupportPlayerFormats, {
        query: { ...(clientCode ? { clientCode } : {}), ...(searchText ? { searchText } : {}) },
        signal,
      }),
    select: (answer) => answer.playerFormats,
    retry: false,
  });
}

/** The blank format the server starts a new one from, for the chosen client or global. */
export function useNewPlayerFormat() {
  return useMutation({
    mutationFn: async (clientCode: string | null): Promise<FormatDraft> => {
      const answer = await callApi(newSupportPlayerFormat, {
        body: clientCode ? { clientCode } : {},
      });
      const { aspect: _aspect, ...draft } = answer.playerFormat;
      return { ...draft, playerFormatCode: null };
    },
  });
}

/** Stores a new format or saves the whole of a stored one; answers it as stored. */
export function useSavePlayerFormat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      playerFormatCode,
      clientCode,
      ...format
    }: FormatDraft): Promise<SupportPlayerFormat> => {
      const answer = playerFormatCode
        ? await callApi(updateSupportPlayerFormat, { body: { ...format, playerFormatCode } })
        : await callApi(createSupportPlayerFormat, {
            body: {
              ...format,
              ...(clientCode ? { clientCode } : {}),
              layers: format.layers.map(({ layerCode: _code, ...layer }) => layer),
            },
          });
      return answer.playerFormat;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formatsKey }),
  });
}

/** Deletes a format; a used one is kept and the answer says by how many screens. */
export function useDeletePlayerFormat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (playerFormatCode: string) =>
      (await callApi(deleteSupportPlayerFormat, { body: { playerFormatCode } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formatsKey }),
  });
}
