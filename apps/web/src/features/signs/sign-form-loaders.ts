import { getMediaLayers, searchFacts } from '@marquee/contracts';
import type { FieldOption } from '@marquee/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FormFieldLoaders, PickerItem } from '@/kit/form-fields';
import type { PickerMedia } from '@/kit/media-picker';
import { searchableText } from '@/kit/search-list';
import { callApi } from '@/lib/api/call-api';
import { withAccessToken } from '@/lib/api/file-url';
import { useSessionUser } from '@/lib/session/session-user';
import { uploadNewMedia } from '@/shared/media-upload/library-upload';
import { searchLibrary } from '@/shared/searches/media-library-search';
import { signEditorPath } from './sign-paths';
import {
  itemOfFact,
  itemQuery,
  keepReferences,
  loadSignOptions,
  mediumQuery,
  type SignItem,
  type SignMedium,
} from './signs.api';

const pickerMediaOf = (medium: SignMedium): PickerMedia => ({
  mediaCode: medium.mediaCode,
  displayName: medium.displayName,
  mediaType: medium.mediaType,
  thumbnailUrl: medium.thumbnailUrl ? withAccessToken(medium.thumbnailUrl) : null,
});

const pickerItemOf = (item: SignItem): PickerItem => ({
  factCode: item.factCode,
  displayName: item.name,
});

function mediaCodesIn(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((entry) =>
    typeof entry === 'object' && entry !== null && 'mediaCode' in entry
      ? [String(entry.mediaCode)]
      : [],
  );
}

/**
 * What the form kit loads, from the app's calls. Media and items go through the same cache the
 * preview reads, so a medium or item chosen in the form is read once for both. A medium's
 * metadata layers are read from its file each time it is chosen.
 */
export function signFormLoaders(
  queryClient: QueryClient,
  canLinkSigns: boolean,
  previewMedia?: (mediaCode: string) => void,
): FormFieldLoaders {
  const loadMedia = async (mediaCode: string) =>
    pickerMediaOf(await queryClient.fetchQuery(mediumQuery(mediaCode)));
  return {
    searchMedia: searchLibrary,
    loadMedia,
    uploadFile: async (file, library) => loadMedia(await uploadNewMedia(file, library)),
    searchItems: async ({ searchText, maxItemsInResult, skipItemsInResult }) => {
      const answer = await callApi(searchFacts, {
        body: {
          factType: 'Item',
          searchText: searchableText(searchText),
          maxItemsInResult,
          skipItemsInResult,
        },
        isQuiet: true,
      });
      const items = answer.facts.map(itemOfFact);
      keepReferences(queryClient, { media: [], items });
      return { items: items.map(pickerItemOf), hasMore: answer.hasMore };
    },
    loadItem: async (factCode) => pickerItemOf(await queryClient.fetchQuery(itemQuery(factCode))),
    loadItemImages: async (factCode, attributeCode) => {
      const item = await queryClient.fetchQuery(itemQuery(factCode));
      return Promise.all(mediaCodesIn(item.attributes[attributeCode]).map(loadMedia));
    },
    loadOptions: async (source): Promise<FieldOption[]> => loadSignOptions(source),
    loadMetadataLayers: async (mediaCode) =>
      (await callApi(getMediaLayers, { params: { code: mediaCode }, isQuiet: true })).layers,
    signEditorHref: canLinkSigns ? (mediaCode) => signEditorPath('edit', mediaCode) : undefined,
    previewMedia,
  };
}

/**
 * The loaders for the signed-in user: Support acting in the account gets no sign links; a chosen
 * medium's thumbnail opens its preview for whoever may view the library.
 */
export function useSignFormLoaders(previewMedia?: (mediaCode: string) => void): FormFieldLoaders {
  const queryClient = useQueryClient();
  const { isSupportAccess } = useSessionUser();
  return useMemo(
    () => signFormLoaders(queryClient, !isSupportAccess, previewMedia),
    [queryClient, isSupportAccess, previewMedia],
  );
}
