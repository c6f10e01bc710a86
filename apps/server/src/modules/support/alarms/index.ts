export { alarmRoutes } from './alarms.routes';
