import type { AppRoute, Crumb } from './app-route';

/**
 * Interactive mode (001 section 2): a broadcast route opened from Local
 * selections. That page lists the interactive broadcasts (`isInteractive`) and
 * links to their routes with `?interactive=1`; keeping the flag in the address
 * lets a reload or a shared link keep the mode, and the shell knows it before
 * any broadcast has loaded.
 */
export const interactiveParam = 'interactive';

export function isInteractiveMode(search: string): boolean {
  return new URLSearchParams(search).get(interactiveParam) === '1';
}

/** The address of a route in interactive mode. */
export const inInteractiveMode = (path: string): string => `${path}?${interactiveParam}=1`;

/** Broadcast wording and the text that replaces it for a local selection. */
const interactiveKeys: Readonly<Record<string, string>> = {
  'nav.broadcast': 'nav.localSelections',
  'routes.broadcastNew': 'routes.localSelectionNew',
  'routes.broadcastDetails': 'routes.localSelectionDetails',
};
const inInteractiveWords = (key: string): string => interactiveKeys[key] ?? key;

const interactiveCrumb = (crumb: Crumb): Crumb => ({
  labelKey: inInteractiveWords(crumb.labelKey),
  ...(crumb.to && { to: crumb.to === 'Broadcast' ? 'LocalSelections' : crumb.to }),
});

/**
 * A broadcast route as interactive mode shows it: its title and crumbs name a
 * local selection, and the trail (and so the side bar) leads to Local selections.
 */
export function interactiveRoute(route: AppRoute): AppRoute {
  return {
    ...route,
    titleKey: inInteractiveWords(route.titleKey),
    breadcrumbs: route.breadcrumbs.map(interactiveCrumb),
  };
}
