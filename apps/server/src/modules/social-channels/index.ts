export { socialChannelRoutes } from './social-channels.routes';
export { socialChannelsPlugin } from './social-channels-plugin';
