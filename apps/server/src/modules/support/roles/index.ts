export { clientReach, reachableClient, reachedAccounts, type ClientReach } from './client-reach';
export { clientListColumns, reachedClientsList } from './reached-clients-list';
export { supportActorFor, supportActorOf, type SupportActor } from './support-actor';
export { loadSupportRoleRights, rolesBeyondCaller } from './role-limits';
export { supportRoleRoutes } from './support-roles.routes';
