/**
 * Who is calling and what they may reach: a customer caller (`Actor`) the screens and media their
 * roles' filters let them see, a support caller (`SupportActor`) the clients their support roles reach.
 */
export { actorFor, actorOf, backgroundActor, clientActor, type Actor } from './actor';
export {
  clientReach,
  knownClients,
  reachableClient,
  reachedAccounts,
  type ClientReach,
} from './client-reach';
export { isAdministratorRole } from './administrator-role';
export { findPlayer, findPlayerIds } from './find-player';
export { mediaConditionSql } from './media-scope';
export { fleetConditionSql } from './fleet-condition-sql';
export { playerConditionSql } from './player-condition-sql';
export { readRoleFilters, type RoleFilters } from './role-filter-scope';
export { filtersBeyond, type RoleFilterName } from './role-reach';
export { playerScopesOfUsers } from './players-scope';
export { playersOutsideScope, type OutsideCounter } from './players-outside';
export { supportActorFor, supportActorOf, type SupportActor } from './support-actor';
