export { savedFilterRouteList as savedFilterRoutes } from './saved-filters.routes';
