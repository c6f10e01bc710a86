export { endpointRoutes } from './endpoints.routes';
