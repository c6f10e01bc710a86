export { MediaPicker, type MediaPickerProps } from './media-picker';
export {
  mediaTypeOf,
  pickerTabs,
  type MediaLibrary,
  type MediaOrderBy,
  type MediaOrientation,
  type MediaSearch,
  type MediaSearchRequest,
  type MediaSearchResult,
  type MediaType,
  type PickerMedia,
} from './media-search';
export { MediaThumbnail } from './media-thumbnail';
export { MediaTypeIcon } from './media-type-icon';
export type { UnsplashPhoto, UnsplashSource } from './unsplash-source';
