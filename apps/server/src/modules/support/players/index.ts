export { supportPlayerRoutes } from './support-players.routes';
export { actorOf, supportPlayer, supportViewer, type SupportViewer } from './support-viewer';
