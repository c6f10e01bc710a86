export { reachableClient } from './client-reach';
export { supportRoleRoutes } from './support-roles.routes';
