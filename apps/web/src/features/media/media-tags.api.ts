import {
  changeMultipleMediaTags,
  createMediaTag,
  searchMediaTags,
  setMediaTagAttribute,
  setMediaTags,
  type MediaTag,
} from '@marquee/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api/call-api';
import { searchableText } from '@/kit/search-list';

/** A tag chosen in the tags modal; one without a code is created on confirm. */
export interface ChosenTag {
  name: string;
  tagCode?: string;
  color?: string;
  /** The colour it had when chosen, to send only real changes. */
  savedColor?: string;
}

export function mediaTagsQuery(searchText: string) {
  const text = searchableText(searchText) ?? '';
  return queryOptions({
    queryKey: ['media', 'tags', text],
    queryFn: ({ signal }) =>
      callApi(searchMediaTags, {
        query: { searchText: text || undefined, MaxItemsInResult: 50 },
        signal,
      }),
    select: (answer) => answer.tags,
  });
}

export function tagColorOf(tag: MediaTag): string | undefined {
  const value = tag.tagAttribute[0]?.attributeValue;
  return value && value !== 'transparent' ? value : undefined;
}

export function toChosenTag(tag: MediaTag): ChosenTag {
  const color = tagColorOf(tag);
  return { name: tag.name, tagCode: tag.tagCode, color, savedColor: color };
}

/** Creates the new tags and saves changed colours; answers the codes of all chosen tags. */
export async function saveChosenTags(chosen: readonly ChosenTag[]): Promise<string[]> {
  return Promise.all(
    chosen.map(async (tag) => {
      if (!tag.tagCode) {
        const answer = await callApi(createMediaTag, {
          body: { name: tag.name, color: tag.color },
        });
        return answer.tag.tagCode;
      }
      if (tag.color && tag.color !== tag.savedColor) {
        await callApi(setMediaTagAttribute, {
          params: { code: tag.tagCode },
          body: { attributeName: 'Color', attributeValue: tag.color },
        });
      }
      return tag.tagCode;
    }),
  );
}

export function setTagsOfMedia(mediaCode: string, tagCodes: string[]) {
  return callApi(setMediaTags, { params: { code: mediaCode }, body: { tagCodes } });
}

export function changeTagsOfMany(mediaCodes: string[], tagCodes: string[], added: boolean) {
  return callApi(changeMultipleMediaTags, { body: { mediaCodes, tagCodes, added } });
}
