import type { Route } from '../../platform/http/define-route';
import { mediaTagRoutes } from './media-tags.routes';
import { mediaFileRoutes, mediaLibraryRoutes } from './media.routes';

export { mediaPlugin } from './media-plugin';
export const mediaRoutes: Route[] = [...mediaFileRoutes, ...mediaLibraryRoutes, ...mediaTagRoutes];
export { findVisibleMedia } from './find-media';
export { ensurePlayerTags } from './player-tags';
export { mediaPlatform, type MediaPlatform } from './media-context';
export { importItemImage } from './import-item-image';
export { removeMedia } from './remove-media';
