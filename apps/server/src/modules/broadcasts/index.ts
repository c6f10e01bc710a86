export { broadcastRoutes } from './broadcasts.routes';
