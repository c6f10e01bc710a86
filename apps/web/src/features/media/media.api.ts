import {
  removeMedia,
  searchMedia,
  type CallBody,
  type Media,
  type MediaType,
} from '@marquee/contracts';
import type { FilterCondition } from '@marquee/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/call-api';
import { apiHandlers } from '@/lib/api/api-handlers';
import { searchableText } from '@/kit/search-list';

export type { Media };
export const mediaKey = ['media'] as const;

/** The library's tabs (001 section 2) and the media types each lists. */
export const mediaTabs = {
  all: [],
  images: ['Photo'],
  videos: ['Video'],
  files: ['File'],
  signs: ['HtmlAd', 'WebPage'],
} as const satisfies Record<string, readonly MediaType[]>;
export type MediaTab = keyof typeof mediaTabs;
export const mediaTabKeys = Object.keys(mediaTabs) as MediaTab[];

export type MediaSearchBody = CallBody<typeof searchMedia>;

/**
 * Which library the page shows: the media library (/media), or the item images (/items/images),
 * which has no tabs, no filters and no web pages (002 section 9).
 */
export type PageLibrary = MediaSearchBody['libraries'][number];

/** Which tabs have media: one smallest page per type, asked together; none for item images. */
export function mediaTabsQuery(library: PageLibrary = 'MediaLibrary') {
  return queryOptions({
    queryKey: [...mediaKey, 'tabs', library],
    queryFn: async ({ signal }) => {
      if (library !== 'MediaLibrary') return [];
      const kinds = mediaTabKeys.filter((tab) => tab !== 'all');
      const answers = await Promise.all(
        kinds.map((tab) =>
          callApi(searchMedia, {
            body: { ...emptySearch, mediaTypes: [...mediaTabs[tab]], MaxItemsInResult: 1 },
            signal,
          }),
        ),
      );
      const present = kinds.filter((_, index) => (answers[index]?.Medias.length ?? 0) > 0);
      return present.length > 0 ? (['all', ...present] as MediaTab[]) : [];
    },
  });
}

const emptySearch: MediaSearchBody = {
  libraries: ['MediaLibrary'],
  mediaTypes: [],
  OrderBy: 'RegisteredDateTime',
  Order: 'desc',
  MaxItemsInResult: 50,
  SkipItemsInResult: 0,
};

/** The search body for a tab, text and filter condition. */
export function mediaSearchBody(
  tab: MediaTab,
  searchText: string,
  condition: FilterCondition | null,
  sort: { orderBy: string; order: 'asc' | 'desc' },
  library: PageLibrary = 'MediaLibrary',
): MediaSearchBody {
  return {
    ...emptySearch,
    libraries: [library],
    mediaTypes: [...mediaTabs[tab]],
    searchText: searchableText(searchText),
    condition: condition && condition.subNodes.length > 0 ? condition : null,
    OrderBy: sort.orderBy as MediaSearchBody['OrderBy'],
    Order: sort.order,
  };
}

/** The image's bytes, fetched as a blob with the bearer token (001 section 7). */
export async function fetchImageBlob(address: string): Promise<Blob> {
  const token = apiHandlers.accessToken();
  const response = await fetch(address, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`Image request failed with status ${response.status}`);
  return response.blob();
}

export function useRemoveMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mediaCodes: string[]) =>
      callApi(removeMedia, { body: { MediaCodes: mediaCodes } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKey }),
  });
}
