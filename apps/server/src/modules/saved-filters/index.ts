export { savedFilterRouteList as savedFilterRoutes } from './saved-filters.routes';
export { resolveConditionLookups } from './condition-lookups';
export { codesNamedIn, isVisible, visibleCodesOf } from './visible-codes';
