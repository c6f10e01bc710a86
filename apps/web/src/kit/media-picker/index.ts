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
export { PickerThumbnail } from './picker-thumbnail';
export { MediaTypeIcon } from '../media-thumbnail';
export type { UnsplashPhoto, UnsplashSource } from './unsplash-source';
