import type { PickerMedia } from './media-search';

/** One photo of an Unsplash search, its thumbnail hotlinked from Unsplash as its terms ask. */
export interface UnsplashPhoto {
  id: string;
  description: string;
  thumbnailUrl: string;
  photographerName: string;
  photographerUrl: string | null;
}

/**
 * Where the picker's Unsplash tab searches and imports (the app's calls; the gallery's demo).
 * A failure is thrown as an Error whose message the tab shows.
 */
export interface UnsplashSource {
  search: (query: string, page: number) => Promise<{ photos: UnsplashPhoto[]; totalPages: number }>;
  /** Imports the photo into the media library and answers it as the picker lists media. */
  importPhoto: (photoId: string) => Promise<PickerMedia>;
}
