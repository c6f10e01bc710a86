export { supportPlayerRoutes } from './support-players.routes';
export { findClientPlayer } from './find-client-player';
