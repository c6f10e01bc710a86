export { timeZoneRoutes } from './time-zones.routes';
