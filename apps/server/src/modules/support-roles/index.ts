export { clientReach, reachableClient, reachedAccounts, type ClientReach } from './client-reach';
export { supportRoleRoutes } from './support-roles.routes';
