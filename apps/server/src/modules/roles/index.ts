export { createBuiltInRoles, grantColumns } from './create-built-in-roles';
export { loadGrants } from './role-grants';
export { isSameFilter } from './same-filter';
export { deleteRole, insertRole, replaceRole } from './role-rows';
export { componentsView, filterColumns, filterView, roleView } from './role-view';
export { roleRoutes } from './roles.routes';
export { loadUserRoles, type UserRole } from './user-roles';
export { grantRows, grantsOfRows } from './validate-grants';
export { assertMayAssignRoles, assertMayChangeUser, assertMayGrant } from './user-rights';
