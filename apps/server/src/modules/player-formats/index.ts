export { playerFormatRoutes } from './player-formats.routes';
