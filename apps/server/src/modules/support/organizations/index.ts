export { supportOrganizationRoutes } from './support-organizations.routes';
