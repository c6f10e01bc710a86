export { supportPlayerFormatRoutes } from './support-player-formats.routes';
