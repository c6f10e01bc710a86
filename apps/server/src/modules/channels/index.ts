export { channelRoutes } from './channels.routes';
