// The modals load on demand: import them by file with `lazy`, never through this index. A page
// that only shows previews of its own media imports the two small helpers by file, so it does not
// carry the preview by code with it.
export { canPreviewMedia } from './can-preview-media';
export type { PreviewMedia } from './media-preview-modal';
export { toPreviewMedia } from './to-preview-media';
export { useMediaPreview } from './use-media-preview';
