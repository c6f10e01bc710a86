export { clientReach, reachableClient, reachedAccounts, type ClientReach } from './client-reach';
export { loadSupportRoleRights, rolesBeyondCaller } from './role-limits';
export { supportRoleRoutes } from './support-roles.routes';
