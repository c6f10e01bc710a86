export { clientListColumns, reachedClientsList } from './reached-clients-list';
export { loadSupportRoleRights, rolesBeyondCaller } from './role-limits';
export { supportRoleRoutes } from './support-roles.routes';
