export { savedFilterRouteList as savedFilterRoutes } from './saved-filters.routes';
export { resolveAccountConditionLookups } from './condition-lookups';
