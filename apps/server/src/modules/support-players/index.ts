export { supportPlayerRoutes } from './support-players.routes';
