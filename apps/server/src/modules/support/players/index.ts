export { supportPlayerRoutes } from './support-players.routes';
export { authorOf, supportPlayer, supportViewer, type SupportViewer } from './support-viewer';
