export { locationRoutes } from './locations.routes';
