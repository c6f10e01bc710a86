export { channelMediaRoutes } from './channel-media.routes';
export { channelRoutes } from './channels.routes';
