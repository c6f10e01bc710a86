// Apart from the picker so that a page showing thumbnails does not load the picker with them.
export { default as mediaThumbnailClasses } from './media-thumbnail.module.css';
export { logLoadFailure, MediaPlaceholder, type MediaPlaceholderKind } from './media-placeholder';
export { MediaThumbnail, type MediaThumbnailProps } from './media-thumbnail';
export { MediaTypeIcon, type MediaType } from './media-type-icon';
