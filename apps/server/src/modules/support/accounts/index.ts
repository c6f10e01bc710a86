export { supportAccountRoutes } from './support-accounts.routes';
