import { describe, expect, it } from 'vitest';
import { lazy } from 'react';
import { sideBarEntryOf, type AppRoute } from './app-route';
import { interactiveRoute, isInteractiveMode } from './interactive-mode';

describe('interactive mode', () => {
  it('is on only with interactive=1 in the address', () => {
    expect(isInteractiveMode('?interactive=1')).toBe(true);
    expect(isInteractiveMode('?tab=when&interactive=1')).toBe(true);
    expect(isInteractiveMode('?interactive=0')).toBe(false);
    expect(isInteractiveMode('')).toBe(false);
  });

  const page: AppRoute['page'] = lazy(async () => ({ default: () => null }));
  const routeOf = (titleKey: string, breadcrumbs: AppRoute['breadcrumbs']): AppRoute => ({
    name: 'Any',
    path: '/any',
    requires: [],
    area: 'main',
    titleKey,
    breadcrumbs,
    page,
  });

  it('names a local selection where the broadcast route names a broadcast, and leads to Local selections', () => {
    const shown = interactiveRoute(
      routeOf('routes.broadcastNew', [
        { labelKey: 'nav.broadcast', to: 'Broadcast' },
        { labelKey: 'routes.broadcastNew' },
      ]),
    );
    expect(shown.titleKey).toBe('routes.localSelectionNew');
    expect(shown.breadcrumbs).toEqual([
      { labelKey: 'nav.localSelections', to: 'LocalSelections' },
      { labelKey: 'routes.localSelectionNew' },
    ]);
    expect(sideBarEntryOf(shown)).toBe('LocalSelections');
    expect(interactiveRoute(routeOf('routes.broadcastDetails', [])).titleKey).toBe(
      'routes.localSelectionDetails',
    );
  });

  it('leaves other routes as they are', () => {
    const playlist = routeOf('routes.playlist', [
      { labelKey: 'nav.screens', to: 'Screens' },
      { labelKey: 'routes.playlist' },
    ]);
    expect(interactiveRoute(playlist)).toEqual(playlist);
  });
});
