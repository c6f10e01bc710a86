// Apart from the picker so that a page showing thumbnails does not load the picker with them.
export { default as mediaThumbnailClasses } from './media-thumbnail.module.css';
