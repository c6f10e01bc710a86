export { channelMediaRoutes } from './channel-media.routes';
export { channelRoutes } from './channels.routes';
export { ensureDefaultChannels, followFormatChange } from './default-channels';
export { playlistRoutes } from './playlist.routes';
