export { playerRoutes } from './players.routes';
export { playlistRoutes } from './playlist.routes';
export { playerConditionSql } from './player-condition-sql';
