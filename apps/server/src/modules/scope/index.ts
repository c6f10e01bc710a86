/** Who is calling and what they may reach: the screens and media their roles' filters let them see. */
export { actorFor, actorOf, clientActor, type Actor } from './actor';
export { isAdministratorRole } from './administrator-role';
export { findPlayer, findPlayerIds } from './find-player';
export { mediaConditionSql } from './media-scope';
export { playerConditionSql } from './player-condition-sql';
export { type RoleFilters } from './role-filter-scope';
export { playerScopesOfUsers } from './players-scope';
