export { playerRoutes } from './players.routes';
export { playerStatusOf } from './player-status-of';
export { searchPlayers } from './search-players';
export { findUsableFormat } from './player-references';
