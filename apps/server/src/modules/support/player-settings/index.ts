export { supportPlayerSettingRoutes } from './support-player-settings.routes';
