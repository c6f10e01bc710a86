import type { Route } from '../../platform/http/define-route';
import { mediaTagRoutes } from './media-tags.routes';
import { mediaFileRoutes, mediaLibraryRoutes } from './media.routes';

export { mediaPlugin } from './media-plugin';
export { fileUploadsPlugin } from './file-uploads';
export const mediaRoutes: Route[] = [...mediaFileRoutes, ...mediaLibraryRoutes, ...mediaTagRoutes];
export { findVisibleMedia } from './find-media';
export { ensurePlayerTags } from './player-tags';
export { contentTypesByCode, ensureContentType } from './content-types';
export {
  insertSignMedia,
  setSignFiles,
  setSignPreviewImage,
  setWebPageAddress,
  signDocumentFiles,
  type SignFile,
  type SignFileChange,
} from './sign-media';
export { playsWithinReach } from './plays-within-reach';
export { holdFiles, releaseFiles } from './release-files';
export { mediaPlatform, type MediaPlatform } from './media-context';
export { mediaFileUrls } from './media-view';
export { sendFilesZip } from './zip-media-files';
export { mediaChangedQueue, type MediaChanged } from './media-changed';
export { importItemImage } from './import-item-image';
export { removeMedia } from './remove-media';
