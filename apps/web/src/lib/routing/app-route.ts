import type { PermissionAction, Resource } from '@marquee/domain';
import type { ComponentType, LazyExoticComponent } from 'react';

export interface Requirement {
  resource: Resource;
  action: PermissionAction;
}

/** A breadcrumb: its text key and, for all but the last, the route it leads to. */
export interface Crumb {
  labelKey: string;
  to?: string;
}

/** One row of a configuration's route table. */
export interface AppRoute {
  /** Route name, e.g. `Broadcast` or `ItemsView`; fallbacks and breadcrumbs refer to it. */
  name: string;
  /** React Router pattern, relative to the configuration's base path. */
  path: string;
  requires: readonly Requirement[];
  /** Route name a denied user goes to; without one, access denied. */
  fallback?: string;
  area: 'main' | 'fullscreen';
  titleKey: string;
  breadcrumbs: readonly Crumb[];
  page: LazyExoticComponent<ComponentType>;
}

/** A side-bar entry: it shows only when its route lets the user in. */
export interface NavItem {
  route: string;
  labelKey: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

export interface RouteTable {
  routes: readonly AppRoute[];
  nav: readonly NavItem[];
  /** Where `/` and a completed sign-in without a return address go. */
  landing: string;
}

export function routeNamed(table: RouteTable, name: string): AppRoute {
  const route = table.routes.find((r) => r.name === name);
  if (!route) throw new Error(`No route named ${name}`);
  return route;
}

/**
 * The side-bar entry a route sits under: where its trail starts, or the route
 * itself when it starts the trail. A path prefix would not do: clusters live
 * under /broadcast, editors under paths of their own such as /campaign.
 */
export const sideBarEntryOf = (route: AppRoute): string => route.breadcrumbs[0]?.to ?? route.name;
