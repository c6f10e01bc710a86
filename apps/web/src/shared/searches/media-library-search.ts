import { mediaTypes as libraryTypes, searchMedia, type Media } from '@marquee/contracts';
import { callApi } from '@/lib/api/call-api';
import { withAccessToken } from '@/lib/api/file-url';
import { searchableText } from '@/kit/search-list';
import type { MediaSearch, MediaType, PickerMedia } from '@/kit/media-picker';

/** What the picker shows of a library media; the thumbnail carries the token an `<img>` needs. */
function toPickerMedia(media: Media): PickerMedia {
  return {
    mediaCode: media.mediaCode,
    displayName: media.displayName,
    mediaType: media.mediaType,
    thumbnailUrl: media.thumbnailUrl ? withAccessToken(media.thumbnailUrl) : null,
    orientations: media.orientations,
    tags: media.tags.map((tag) => tag.name),
    registeredDateTime: media.registeredDateTime,
  };
}

function isLibraryType(type: MediaType): type is (typeof libraryTypes)[number] {
  return (libraryTypes as readonly string[]).includes(type);
}

/**
 * The media picker's search over the account's library (the media search call), from 3
 * characters on. Whether more pages exist comes from the answer's flag: the total is capped on
 * large libraries.
 */
export const searchLibrary: MediaSearch = async (request) => {
  const answer = await callApi(searchMedia, {
    body: {
      libraries: [request.library],
      mediaTypes: request.mediaTypes.filter(isLibraryType),
      searchText: searchableText(request.searchText),
      OrderBy: request.orderBy,
      Order: request.order,
      MaxItemsInResult: request.maxItemsInResult,
      SkipItemsInResult: request.skipItemsInResult,
      ContinuationToken: request.continuationToken,
    },
  });
  return {
    medias: answer.Medias.map(toPickerMedia),
    totalCount: answer.TotalCount,
    hasMore: answer.hasMore,
    continuationToken: answer.continuationToken,
  };
};
