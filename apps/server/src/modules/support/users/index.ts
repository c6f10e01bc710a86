export { supportUserRoutes } from './support-users.routes';
