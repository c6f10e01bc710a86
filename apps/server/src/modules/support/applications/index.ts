export { supportApplicationRoutes } from './support-applications.routes';
