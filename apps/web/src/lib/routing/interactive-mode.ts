import type { Crumb } from './app-route';

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

/** In interactive mode the crumb back to the broadcasts reads, and leads to, Local selections. */
export function interactiveCrumbs(crumbs: readonly Crumb[]): readonly Crumb[] {
  return crumbs.map((crumb) =>
    crumb.to === 'Broadcast' ? { labelKey: 'nav.localSelections', to: 'LocalSelections' } : crumb,
  );
}
