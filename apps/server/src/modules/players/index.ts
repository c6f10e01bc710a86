export { playerRoutes } from './players.routes';
export { playlistRoutes } from './playlist.routes';
export { playerConditionSql } from './player-condition-sql';
export { findPlayer, findPlayerIds, type ScreensViewer } from './find-player';
export { playerStatusOf } from './player-status-of';
