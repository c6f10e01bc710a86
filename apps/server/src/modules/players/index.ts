export { playerRoutes } from './players.routes';
export { playerConditionSql } from './player-condition-sql';
