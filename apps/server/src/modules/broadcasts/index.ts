export { broadcastRoutes } from './broadcasts.routes';
export { recordSaversScopeChange } from './record-savers-scope-change';
