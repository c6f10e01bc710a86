import { searchMedia } from '@marquee/contracts';
import type { MediaSearch } from '@/kit/media-picker';
import { callApi } from '@/lib/api/call-api';
import { withAccessToken } from '@/lib/api/file-url';
import { searchableText } from '@/kit/search-list';

/** The media picker's search over the library, as the picker asks for it. */
export const searchLibrary: MediaSearch = async (request) => {
  const answer = await callApi(searchMedia, {
    body: {
      libraries: [request.library],
      mediaTypes: request.mediaTypes.filter((type) => type !== 'None'),
      searchText: searchableText(request.searchText),
      OrderBy: request.orderBy === 'Layout' ? 'Layout' : request.orderBy,
      Order: request.order,
      MaxItemsInResult: request.maxItemsInResult,
      SkipItemsInResult: request.skipItemsInResult,
      ContinuationToken: request.continuationToken,
    },
  });
  return {
    medias: answer.Medias.map((media) => ({
      mediaCode: media.mediaCode,
      displayName: media.displayName,
      mediaType: media.mediaType,
      thumbnailUrl: media.thumbnailUrl ? withAccessToken(media.thumbnailUrl) : null,
      tags: media.tags.map((tag) => tag.name),
      registeredDateTime: media.registeredDateTime,
    })),
    totalCount: answer.TotalCount,
    hasMore: answer.hasMore,
    continuationToken: answer.continuationToken,
  };
};
