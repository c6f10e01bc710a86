export { clientReach, reachableClient, type ClientReach } from './client-reach';
export { supportRoleRoutes } from './support-roles.routes';
