export { accountOverviewRoutes } from './account-overview.routes';
