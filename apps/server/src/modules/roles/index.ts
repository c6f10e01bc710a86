export { createBuiltInRoles, grantColumns } from './create-built-in-roles';
export { loadUserRoles, type UserRole } from './user-roles';
export { roleRoutes } from './roles.routes';
