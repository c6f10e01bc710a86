import { canAll, type PermissionSubject } from '@marquee/domain';
import type { AppRoute, RouteTable } from './app-route';
import { routeNamed } from './app-route';

export const accessDeniedPath = '/accessdenied';
export const migratedPath = '/migrated';

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * The spec's guard: legacy users go to the migrated page; otherwise every
 * listed resource must pass, else the route's fallback or access denied.
 */
export function decideAccess(
  user: PermissionSubject & { isLegacyEnvironment: boolean },
  route: AppRoute,
  table: RouteTable,
): AccessDecision {
  if (user.isLegacyEnvironment) return { kind: 'redirect', to: migratedPath };
  if (canAll(user, route.requires)) return { kind: 'allow' };
  if (route.fallback) return { kind: 'redirect', to: routeNamed(table, route.fallback).path };
  return { kind: 'redirect', to: accessDeniedPath };
}

export function canOpen(user: PermissionSubject, route: AppRoute): boolean {
  return canAll(user, route.requires);
}
