import type { SortOrder } from '../data-table';
import type { MediaType } from '../media-thumbnail';

export type { MediaType };
export type MediaOrientation = 'Landscape' | 'Portrait' | 'Ultrawide';

/** The media fields the picker shows. For a web page, displayName holds the URL. */
export interface PickerMedia {
  mediaCode: string;
  displayName: string;
  /** Sources give one type or a list; the first of the list counts. */
  mediaType?: MediaType;
  mediaTypes?: readonly MediaType[];
  thumbnailUrl?: string | null;
  orientations?: readonly MediaOrientation[];
  tags?: readonly string[];
  registeredDateTime?: string;
}

/** The media libraries a picker can open (002 section 9). */
export type MediaLibrary = 'MediaLibrary' | 'ItemImages' | 'BookingMedia';

export interface PickerTab {
  key: 'images' | 'videos' | 'signs';
  mediaTypes: readonly MediaType[];
}

const imagesTab: PickerTab = { key: 'images', mediaTypes: ['Photo'] };
const videosTab: PickerTab = { key: 'videos', mediaTypes: ['Video'] };
const signsTab: PickerTab = { key: 'signs', mediaTypes: ['HtmlAd', 'WebPage'] };

/** The picker's tabs per library (002 section 9): ItemImages has none, BookingMedia no signs. */
export function pickerTabs(library: MediaLibrary): readonly PickerTab[] {
  if (library === 'ItemImages') return [];
  if (library === 'BookingMedia') return [imagesTab, videosTab];
  return [imagesTab, videosTab, signsTab];
}

/** The picker's sortable columns (002 section 9). */
export type MediaOrderBy = 'MediaName' | 'RegisteredDateTime' | 'Layout';

/**
 * One page of the paged media search (001 and 002 section 7); no media types
 * means every type the library holds.
 */
export interface MediaSearchRequest {
  library: MediaLibrary;
  mediaTypes: readonly MediaType[];
  searchText: string;
  maxItemsInResult: number;
  skipItemsInResult: number;
  /** The previous page's token, where the search gives one: the page starts after it. */
  continuationToken?: string;
  orderBy: MediaOrderBy;
  order: SortOrder;
}

/** The `Medias` answer; a total or a has-more flag tells whether more pages exist. */
export interface MediaSearchResult {
  medias: PickerMedia[];
  totalCount?: number;
  hasMore?: boolean;
  /** Fetches the next page without skipping (past 10,000 media skipping is refused). */
  continuationToken?: string;
}

export type MediaSearch = (request: MediaSearchRequest) => Promise<MediaSearchResult>;

export const defaultMediaSort = { orderBy: 'RegisteredDateTime', order: 'desc' } as const;

export function mediaTypeOf(media: PickerMedia): MediaType {
  return media.mediaType ?? media.mediaTypes?.[0] ?? 'None';
}

/**
 * The answer's flag decides where there is one (a large library's total is capped); else the
 * total; without either, a full page suggests there is more.
 */
export function hasMorePages(result: MediaSearchResult, loaded: number, pageSize: number) {
  if (result.hasMore !== undefined) return result.hasMore;
  if (result.totalCount !== undefined) return loaded < result.totalCount;
  return result.medias.length === pageSize;
}
